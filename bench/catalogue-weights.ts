import type { ServiceType, VehicleMakeName } from "../app/content/taxonomy.ts";

/**
 * How popular each catalogue entry is among generated workshops. Skewed on purpose:
 * bodywork and mechanical work are everywhere, chrome plating is a niche; MG and
 * Triumph specialists are common, Lancia ones rare. Search cost depends on how many
 * rows a filter matches, so the benchmark needs both very common and rare filters.
 *
 * `primary` weighs the one service (or make) every workshop has; `extra` is the chance
 * of each further one being listed too.
 */
export const SERVICE_WEIGHTS: Record<ServiceType, { primary: number; extra: number }> = {
  "Paint & Bodywork": { primary: 24, extra: 0.3 },
  "Mechanical Repairs": { primary: 20, extra: 0.3 },
  "Fabrication & Welding": { primary: 12, extra: 0.25 },
  "Engine Rebuilds": { primary: 10, extra: 0.2 },
  "Restoration Management": { primary: 9, extra: 0.15 },
  "Diagnostics & Inspection": { primary: 7, extra: 0.15 },
  "Electrics & Wiring": { primary: 6, extra: 0.12 },
  "Upholstery & Trim": { primary: 6, extra: 0.08 },
  "Classic Conversions": { primary: 4, extra: 0.06 },
  "Chrome & Polishing": { primary: 2, extra: 0.04 },
};

export const MAKE_WEIGHTS: Record<VehicleMakeName, { primary: number; extra: number }> = {
  MG: { primary: 16, extra: 0.3 },
  Triumph: { primary: 14, extra: 0.28 },
  Jaguar: { primary: 12, extra: 0.22 },
  "Land Rover": { primary: 10, extra: 0.15 },
  Austin: { primary: 8, extra: 0.2 },
  Ford: { primary: 8, extra: 0.2 },
  Mini: { primary: 7, extra: 0.18 },
  Porsche: { primary: 6, extra: 0.08 },
  Volkswagen: { primary: 5, extra: 0.1 },
  "Mercedes-Benz": { primary: 4, extra: 0.08 },
  "Other / Custom": { primary: 3, extra: 0.1 },
  "Alfa Romeo": { primary: 2, extra: 0.07 },
  BMW: { primary: 2, extra: 0.06 },
  Citroën: { primary: 1, extra: 0.05 },
  Peugeot: { primary: 1, extra: 0.04 },
  Ferrari: { primary: 0.6, extra: 0.03 },
  Lancia: { primary: 0.4, extra: 0.03 },
};

/** Business names are "{Town or Surname} {Trade}", like most real workshops. */
export const SURNAMES = [
  "Ashworth", "Bainbridge", "Barraclough", "Bennett", "Brierley", "Caldwell", "Carter", "Crossley",
  "Davies", "Dewhurst", "Evans", "Fairclough", "Fletcher", "Gallagher", "Greenwood", "Hargreaves",
  "Hartley", "Holroyd", "Hughes", "Jenkins", "Kerr", "Lawson", "Lloyd", "MacLeod", "Marsden",
  "McAllister", "Morgan", "Nuttall", "Oakley", "Parry", "Pemberton", "Pickering", "Priestley",
  "Quayle", "Rees", "Robertson", "Rowntree", "Sharples", "Sutcliffe", "Tansley", "Thwaite",
  "Trevithick", "Underwood", "Wainwright", "Walsh", "Whitaker", "Wilkinson", "Winstanley", "Yates",
] as const;

export const FIRST_NAMES = [
  "Alan", "Alison", "Andrew", "Bethan", "Brian", "Carol", "Colin", "David", "Eileen", "Fiona",
  "Gareth", "Graham", "Helen", "Ian", "Jane", "Keith", "Laura", "Malcolm", "Nigel", "Owen",
  "Patricia", "Rhys", "Sarah", "Stuart", "Trevor",
] as const;

export const TRADES = [
  "Classic Restorations", "Coachworks", "Motor Engineering", "Classic Cars", "Heritage Motors",
  "Vintage Garage", "Restoration Workshop", "Motor Works", "Autocraft", "Bodyshop",
  "Sports Cars", "Classic Car Services", "Coachbuilders", "Engineering", "Garage",
] as const;

export const STREETS = [
  "Unit 3, Mill Lane Industrial Estate", "Unit 12, Station Road", "The Old Forge, Church Street",
  "Unit 7, Canal Wharf", "Rear of 41 High Street", "Unit 2, Brook Farm Barns", "Unit 18, Riverside Trading Estate",
  "The Coach House, Manor Road", "Unit 5, Northgate Business Park", "Unit 9, Quarry Lane",
] as const;

export const DESCRIPTION_ENDINGS = [
  "Every job starts with a written assessment and photographs, and we keep owners updated weekly.",
  "We work to concours standard or sympathetic road use, whichever suits the car and the owner.",
  "Cars are stored indoors and fully insured while in our care; collection and delivery can be arranged.",
  "Our team has more than a century of combined experience on British and European classics.",
  "Small, careful and unhurried: we only take on a handful of projects at a time.",
  "Parts are sourced from trusted marque specialists and original panels are repaired wherever possible.",
] as const;

export const CERTIFICATIONS = [
  "IMI accredited technicians",
  "FBHVC trade supporter",
  "Low-bake spray booth approved for two-pack",
  "City & Guilds qualified panel beaters and welders",
] as const;

export const REVIEW_COMMENTS = [
  "Excellent work on my car, finished on time and on budget. Would not hesitate to recommend.",
  "Honest advice from the start and they kept me updated with photos throughout the restoration.",
  "Took longer than quoted but the quality of the finished job is outstanding.",
  "Friendly team who clearly love old cars. The car drives better than it has in years.",
  "Good workmanship, though communication could have been better while the car was with them.",
  "Sorted a fault two other garages could not find. Fair price and a proper explanation.",
  "Not happy with the paint finish on the rear wing and it took several calls to get it put right.",
  "They rebuilt the engine and it runs beautifully. Paperwork and invoices were clear and detailed.",
] as const;
