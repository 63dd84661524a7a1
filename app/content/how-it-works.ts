/** The home page's three steps (docs/spec.md §2 "Home"). */

export const HOW_IT_WORKS: { title: string; description: string }[] = [
  {
    title: "Search by service and make",
    description:
      "Tell us the work you need, from bodywork to an engine rebuild, and the make of your car. Add your postcode or town to see who is nearby.",
  },
  {
    title: "Compare profiles and reviews",
    description:
      "Read each specialist's profile, specialties and experience, and see what other owners say about them in their reviews.",
  },
  {
    title: "Contact the specialist",
    description:
      "Send an enquiry from their profile or reveal their phone number and email, then agree the work directly with them.",
  },
];
