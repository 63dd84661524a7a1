/** About page copy (docs/spec.md §2 "About"). The people are fictional placeholders. */

export const ABOUT: {
  hero: { title: string; subtitle: string };
  story: string[];
  founders: { name: string; role: string; bio: string; initials: string }[];
  timeline: { year: "2019" | "2021" | "2023" | "2025"; title: string; description: string }[];
  whatWeDo: { title: string; description: string }[];
  workshopImages: { caption: string; alt: string }[];
  values: { title: string; description: string }[];
} = {
  hero: {
    title: "Built by people who love old cars",
    subtitle:
      "Since 2019 The Restoration Register has helped classic-car owners find specialists they can trust with the car they have waited years for.",
  },
  story: [
    "The Restoration Register began in 2019 in a draughty lock-up, with a half-finished MGB and a simple question: how do you find the right person to work on it? Word of mouth, club forums and dog-eared magazine adverts only go so far, and choosing the wrong workshop can cost an owner far more than money.",
    "Our founders had each seen the problem up close. Graham had spent his working life in body shops, putting right cars that had come back badly from elsewhere. Priya had spent a winter ringing round for a trimmer and an engine builder with little more to go on than a phone number. Hugh, as a club secretary, heard the same question from members every month. Together they set out to build the directory they had both wanted: organised by the work you need doing and the make you own, with honest reviews from owners who have been there.",
    "Today the Register lists more than 500 verified specialists, from one-person trim shops to full-restoration workshops, and listing is still free. Every new profile is reviewed by our team before it appears, because owners who trust us with their search deserve to find businesses that are real, reachable and serious about the work.",
  ],
  founders: [
    {
      name: "Graham Pettifer",
      role: "Co-founder, Specialist Relations",
      bio: "Graham served his apprenticeship as a panel beater in Coventry and went on to spend decades shaping wings, letting in repair sections and lead-loading seams on everything from Austin-Healeys to Series Land Rovers. He knows what good metalwork looks like, and he still reads new specialist profiles with a craftsman's eye.",
      initials: "GP",
    },
    {
      name: "Priya Raghavan",
      role: "Co-founder, Technology",
      bio: "A software engineer by trade, Priya bought a tired 1974 MGB roadster and learned the hard way how difficult it is to find the right specialist for each stage of a restoration. She designed the Register's search so no owner would have to start from a blank page, and still drives the MGB to work when the weather allows.",
      initials: "PR",
    },
    {
      name: "Hugh Mallinder",
      role: "Co-founder, Community",
      bio: "Hugh spent years as secretary of a regional Jaguar owners' club, organising runs, rallies and more than a few roadside rescues. He looks after the owners and clubs who use the Register, and makes sure reviews stay genuine, fair and useful.",
      initials: "HM",
    },
  ],
  timeline: [
    {
      year: "2019",
      title: "The Register is founded",
      description:
        "Graham, Priya and Hugh launch the directory from a lock-up in Oxfordshire, with free listings for specialists from day one.",
    },
    {
      year: "2021",
      title: "Owner reviews arrive",
      description:
        "Owners can rate and review the specialists they have used, with every review checked by our team before it is published.",
    },
    {
      year: "2023",
      title: "The Specialist Portal",
      description:
        "Specialists gain their own portal to keep their profile up to date, handle enquiries from owners and see their reviews in one place.",
    },
    {
      year: "2025",
      title: "Closer to home",
      description:
        "Owners can search by postcode or town to find specialists near them, with guides to every service and make to help them ask the right questions.",
    },
  ],
  whatWeDo: [
    {
      title: "Specialists organised by the work",
      description:
        "Search by service, from paint and bodywork to engine rebuilds and trim, and by the make you own, so you only see workshops that do the job you need.",
    },
    {
      title: "Every profile checked",
      description:
        "Our team reviews each new listing within 24-48 hours before it appears in search, to keep the directory to genuine restoration businesses.",
    },
    {
      title: "Honest owner reviews",
      description:
        "Owners rate and review the specialists they have used. We moderate reviews to keep them genuine and useful, whether they are glowing or critical.",
    },
    {
      title: "Free and direct",
      description:
        "Specialists list their business free, with no listing fees. We never sit between you and the workshop: enquiries go straight to the specialist, and any agreement is yours to make.",
    },
  ],
  workshopImages: [
    {
      caption: "Metalwork: new sections let in, shaped and welded by hand",
      alt: "Illustration of a classic car body shell on a rotisserie, with a welder at work on the sills",
    },
    {
      caption: "Paint: hours of preparation for a finish that lasts",
      alt: "Illustration of a classic saloon in a spray booth, masked up and primed ready for paint",
    },
    {
      caption: "Mechanical: engines rebuilt to run as well as they look",
      alt: "Illustration of a straight-six engine on a stand beside a workbench laid out with tools",
    },
  ],
  values: [
    {
      title: "Trust",
      description:
        "We check every new profile before it goes live and moderate every review, so owners can rely on what they read here.",
    },
    {
      title: "Craftsmanship",
      description:
        "Restoration is skilled work. We champion the panel beaters, painters, trimmers and engine builders who keep old cars on the road.",
    },
    {
      title: "Transparency",
      description:
        "Specialists describe their own work, owners share their own experience, and we are clear about what our checks cover and what they do not.",
    },
    {
      title: "Community",
      description:
        "From club stalwarts to first-time owners, the Register is for everyone who wants classic cars kept running for the next generation.",
    },
  ],
};
