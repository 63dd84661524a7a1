/**
 * The relevance suite (issue #25 item 2): what owners search for on the demo directory
 * (scripts/seed-data.ts, fictional), and the listings a knowledgeable person would expect in the
 * top three. `search` is the /results query string, run exactly as the page runs it.
 * `top3`: every one of these belongs in the first three (a hit needs all of them there), in no
 * particular order; `alsoGood`: fine to see in the first five (they add to nDCG, a hit does not need them).
 */
export interface RelevanceCase {
  search: string;
  why: string;
  top3: string[];
  alsoGood?: string[];
}

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // ── A model, as typed (and mistyped) ──
  { search: "q=E-type", why: "the E-type restorers", top3: ["Arden XK Restorations"] },
  { search: "q=etype", why: "typed without the hyphen", top3: ["Arden XK Restorations"] },
  { search: "q=e+type&location=Leeds", why: "an E-type owner in Leeds travels for the specialist", top3: ["Arden XK Restorations"], alsoGood: ["Calder Valley Jaguar Engineering", "Aire Valley Coachworks"] },
  { search: "q=XK150", why: "the XK specialists", top3: ["Arden XK Restorations"] },
  { search: "q=XJ6&location=Leeds", why: "an XJ6 near Leeds: the Jaguar saloon specialists in Halifax", top3: ["Calder Valley Jaguar Engineering"] },
  { search: "q=pagoda", why: "the Mercedes SL workshop", top3: ["Marlowe & Finch Motor Works"] },
  { search: "q=280SL", why: "a Pagoda by its model number", top3: ["Marlowe & Finch Motor Works"] },
  { search: "q=beetle", why: "air-cooled Volkswagen", top3: ["Harbourside Air-Cooled"] },
  { search: "q=911", why: "early Porsche 911", top3: ["Test Valley Flat-Six"] },
  { search: "q=porshe", why: "a misspelt make", top3: ["Test Valley Flat-Six", "Harbourside Air-Cooled"] },
  { search: "q=jagaur", why: "a misspelt make", top3: ["Arden XK Restorations"] },
  { search: "q=jag", why: "the short name", top3: ["Arden XK Restorations"], alsoGood: ["Calder Valley Jaguar Engineering"] },
  { search: "q=vw+camper", why: "a VW camper: the Type 2 specialists", top3: ["Harbourside Air-Cooled"], alsoGood: ["Rheidol Trim & Hood Co.", "Carrick Roads Classic Trim"] },
  { search: "q=landrover+series", why: "Land Rover typed as one word", top3: ["Wenlock Edge Land Rover Works"] },
  { search: "q=2CV", why: "the Citroën specialists", top3: ["Waveney Chevron Garage"], alsoGood: ["Tawe Valley Classic Cars"] },
  { search: "q=escort", why: "rear-wheel-drive Fords", top3: ["Tyneside Classic Ford"] },
  { search: "q=capri&location=Newcastle", why: "a Capri in the north-east", top3: ["Tyneside Classic Ford"] },
  { search: "q=TR6", why: "Triumph TR specialists", top3: ["Stour Valley TR Centre"] },
  { search: "q=mini+cooper", why: "classic Minis", top3: ["Lickey Hills Mini Company"] },
  { search: "q=integrale", why: "the Lancia Delta", top3: ["Chiltern Scuderia"] },
  { search: "q=E30", why: "a classic BMW", top3: ["Kennet Valley Bavarian Classics"] },
  // ── A job ──
  { search: "q=electric+conversion", why: "converting a classic to electric", top3: ["Sandstone Ridge Conversions"] },
  { search: "q=chrome+plating", why: "re-chroming bumpers", top3: ["Don Valley Plating & Polishing"] },
  { search: "q=wiring+loom", why: "a new loom", top3: ["Castlefield Classic Auto Electrics", "Sherwood Loom & Electrical"] },
  { search: "q=hot+rod", why: "American and custom work", top3: ["Wolds Vintage & Custom"] },
  { search: "q=pre-purchase+inspection&location=Aberdeen", why: "an inspection before buying, in Aberdeen", top3: ["Granite City Classic Inspections"] },
  { search: "q=convertible+hood&location=Truro", why: "a new hood in Cornwall", top3: ["Carrick Roads Classic Trim"] },
  { search: "q=project+management", why: "someone to run a restoration", top3: ["Evenlode Restoration Management"] },
  // ── A service, a make, a place ──
  { search: "service=paint-and-bodywork&location=Leeds", why: "body and paint near Leeds", top3: ["Aire Valley Coachworks", "Ouse Bridge Coachworks"] },
  { search: "service=upholstery-and-trim&location=Leeds", why: "a retrim near Leeds", top3: ["Colne Valley Trim Shop"] },
  { search: "service=upholstery-and-trim&location=Glasgow", why: "trim in Glasgow", top3: ["Anderston Coachtrim & Chrome"] },
  { search: "service=engine-rebuilds&vehicle=mg&location=Wrexham", why: "an MG engine near Wrexham", top3: ["Maelor Engine & Gearbox"] },
  { search: "vehicle=jaguar&location=Coventry", why: "Jaguar specialists near Coventry", top3: ["Arden XK Restorations"] },
  { search: "vehicle=jaguar&location=Leeds", why: "Jaguar specialists near Leeds", top3: ["Calder Valley Jaguar Engineering", "Aire Valley Coachworks"] },
  { search: "location=Belfast", why: "anything near Belfast", top3: ["Cavehill Classic Restorations"], alsoGood: ["Lagan Valley Marque Engineering"] },
  { search: "vehicle=alfa-romeo", why: "Alfa Romeo specialists", top3: ["Wey Valley Alfa Officina", "Chiltern Scuderia"] },
  { search: "vehicle=ferrari", why: "Ferrari specialists", top3: ["Chiltern Scuderia"] },
  { search: "service=chrome-and-polishing&location=Sheffield", why: "chrome near Sheffield", top3: ["Don Valley Plating & Polishing"] },
  { search: "service=paint-and-bodywork&location=Cardiff", why: "paint in Cardiff", top3: ["Tiger Bay Motor Restorations"] },
  { search: "service=paint-and-bodywork&vehicle=jaguar&location=Leeds", why: "Jaguar bodywork near Leeds", top3: ["Aire Valley Coachworks"] },
  { search: "q=alfa&location=London", why: "an Alfa owner in London", top3: ["Wey Valley Alfa Officina"], alsoGood: ["Chiltern Scuderia"] },
  { search: "service=electrics-and-wiring&location=Manchester", why: "an auto-electrician in Manchester", top3: ["Castlefield Classic Auto Electrics"] },
  { search: "q=land+rover&location=Inverness", why: "a Land Rover in the Highlands", top3: ["Moray Firth Motor Restorations"] },
];
