import { slugify } from "~/lib/slug";

/**
 * The place pages (issue #25 item 7): the UK's nations, and in each the areas a listing can be
 * based in, each at /areas/{slug}. A listing's county is one of the sign-up list's entries
 * (counties.ts), which overlap on purpose ("Antrim" and "County Antrim", "Borders" and "Scottish
 * Borders"): each area names every entry it stands for, so both spellings land on one page, and
 * every entry of the list belongs to exactly one area (content.test.ts holds it to that).
 * Only areas with approved listings are ever published (routes/areas*.tsx, the sitemap).
 */

export const NATIONS = ["England", "Scotland", "Wales", "Northern Ireland"] as const;
export type Nation = (typeof NATIONS)[number];

export interface Area {
  /** As the page names it: "Classic car restorers in {name}". */
  name: string;
  slug: string;
  nation: Nation;
  /** The sign-up list's entries a listing of this area has as its county. */
  counties: readonly string[];
}

/** An area named as the sign-up list names it, or under its own name with the entries it stands for. */
const area = (nation: Nation, name: string, counties: readonly string[] = [name]): Area => ({ name, slug: slugify(name), nation, counties });
const areasOf = (nation: Nation, entries: (string | [string, string[]])[]) =>
  entries.map((entry) => (typeof entry === "string" ? area(nation, entry) : area(nation, entry[0], entry[1])));

export const AREAS: readonly Area[] = [
  ...areasOf("England", [
    "Bedfordshire",
    "Berkshire",
    "Bristol",
    "Buckinghamshire",
    "Cambridgeshire",
    "Cheshire",
    "Cornwall",
    ["County Durham", ["County Durham", "Durham"]],
    "Cumbria",
    "Derbyshire",
    "Devon",
    "Dorset",
    "East Riding of Yorkshire",
    "East Sussex",
    "Essex",
    "Gloucestershire",
    "Greater Manchester",
    "Hampshire",
    "Herefordshire",
    "Hertfordshire",
    "Isle of Wight",
    "Kent",
    "Lancashire",
    "Leicestershire",
    "Lincolnshire",
    // What people search for; the City is a county of its own on the list, but no owner looks for it apart.
    ["London", ["Greater London", "City of London"]],
    "Merseyside",
    "Norfolk",
    "North Yorkshire",
    "Northamptonshire",
    "Northumberland",
    "Nottinghamshire",
    "Oxfordshire",
    "Rutland",
    "Shropshire",
    "Somerset",
    "South Yorkshire",
    "Staffordshire",
    "Suffolk",
    "Surrey",
    "Tyne and Wear",
    "Warwickshire",
    "West Midlands",
    "West Sussex",
    "West Yorkshire",
    "Wiltshire",
    "Worcestershire",
  ]),
  ...areasOf("Scotland", [
    "Aberdeenshire",
    "Angus",
    "Argyll and Bute",
    "Ayrshire",
    "Clackmannanshire",
    "Dumfries and Galloway",
    "Dunbartonshire",
    ["Edinburgh", ["City of Edinburgh"]],
    "Fife",
    "Glasgow",
    // Inverness-shire lies almost wholly in the Highland council area.
    ["Highland", ["Highland", "Inverness-shire"]],
    "Lanarkshire",
    "Lothian",
    "East Lothian",
    "Midlothian",
    "West Lothian",
    "Moray",
    "Orkney",
    "Perth and Kinross",
    "Renfrewshire",
    // Berwickshire is one of the Borders' historic counties.
    ["Scottish Borders", ["Scottish Borders", "Borders", "Berwickshire"]],
    "Shetland",
    "Stirlingshire",
    "Western Isles",
  ]),
  ...areasOf("Wales", [
    "Anglesey",
    "Cardiff",
    "Carmarthenshire",
    "Ceredigion",
    "Clwyd",
    "Conwy",
    "Denbighshire",
    "Dyfed",
    "Flintshire",
    "Glamorgan",
    "Gwent",
    "Gwynedd",
    "Mid Glamorgan",
    "Monmouthshire",
    "Newport",
    "Pembrokeshire",
    "Powys",
    "South Glamorgan",
    "Swansea",
    "Vale of Glamorgan",
    "West Glamorgan",
    "Wrexham",
  ]),
  ...areasOf("Northern Ireland", [
    ["County Antrim", ["County Antrim", "Antrim"]],
    ["County Armagh", ["County Armagh", "Armagh"]],
    ["County Down", ["County Down", "Down"]],
    ["County Fermanagh", ["County Fermanagh", "Fermanagh"]],
    ["County Londonderry", ["County Londonderry", "Londonderry"]],
    ["County Tyrone", ["County Tyrone", "Tyrone"]],
  ]),
];

/** A stored county as areas compare it, in any case ("county antrim"), as the search does (lower(county)). */
export const countyKey = (county: string) => county.toLowerCase();

const bySlug = new Map(AREAS.map((a) => [a.slug, a]));
const byCounty = new Map(AREAS.flatMap((a) => a.counties.map((county) => [countyKey(county), a] as const)));

export function areaBySlug(slug: string | null | undefined): Area | undefined {
  return slug ? bySlug.get(slug) : undefined;
}

/** The area a listing's stored county belongs to; undefined for a county off the list (older data). */
export function areaOfCounty(county: string | null | undefined): Area | undefined {
  return county ? byCounty.get(countyKey(county)) : undefined;
}

/** The stored counties of an area, as the search compares them (lower case). */
export const countyKeysOf = (a: Area) => a.counties.map(countyKey);
