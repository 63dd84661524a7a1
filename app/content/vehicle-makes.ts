/**
 * Vehicle make pages (docs/spec.md §2 "Vehicle page", §3 "Vehicle make entry", "Vehicle makes (17)").
 * Tailored copy exists for Alfa Romeo, Austin and BMW; every other make is built from a short
 * facts object by `genericMake`. Plain data, no React. British English throughout.
 */
import type { VehicleMakeEntry } from "./types";

/** The small per-make facts the generic template wraps with general restoration copy. */
export interface MakeFacts {
  /** Display name exactly as docs/spec.md §3 lists it (also the stored value). */
  name: string;
  slug: string;
  /** Used in headings ("{label} Restoration Specialists"); defaults to name. */
  label?: string;
  /** Used in running text after "a classic …" or before "specialist"; defaults to name. */
  noun?: string;
  /** One sentence on the marque. */
  heritage: string;
  /** 3-5 real classic models, most searched first; each reads naturally after "the". */
  notableModels: string[];
  /** 3-4 real make-specific weak points. */
  commonIssues: string[];
  /** 3 slugs of other makes. */
  relatedVehicles: string[];
  /** 3-4 make-specific terms; general terms are added by the template. */
  keyTerms: string[];
  /** 2-3 make-specific search phrases; general phrases are added by the template. */
  seoKeywords: string[];
  /** Replaces the template's general keywords when the make name does not work as a search term. */
  keywordsOverride?: string[];
}

const BRAND = "Restoration Register";

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The longest candidate (most models) that fits within max characters. */
function fitWithin(max: number, models: readonly string[], build: (models: string[]) => string): string {
  for (let n = Math.min(3, models.length); n >= 1; n--) {
    const text = build(models.slice(0, n));
    if (text.length <= max) return text;
  }
  return build(models.slice(0, 1)).slice(0, max);
}

function metaTitleFor(label: string): string {
  const branded = `${label} Restoration Specialists | ${BRAND}`;
  if (branded.length <= 60) return branded;
  const plain = `${label} Restoration Specialists UK`;
  return plain.length <= 60 ? plain : `${label} Restoration UK`;
}

export function genericMake(facts: MakeFacts): VehicleMakeEntry {
  const label = facts.label ?? facts.name;
  const noun = facts.noun ?? facts.name;
  const models = facts.notableModels;
  const topThree = listOf(models.slice(0, 3));

  return {
    name: facts.name,
    slug: facts.slug,
    title: `${label} Restoration Specialists`,
    subtitle: `Independent UK experts for the ${models.slice(0, 3).join(", ")} and other classics`,
    description: fitWithin(
      155,
      models,
      (m) => `Find independent UK ${noun} restoration specialists for the ${m.join(", ")} and more, from rust repair to full mechanical rebuilds.`,
    ),
    introduction: [
      `${facts.heritage} Today, classics such as the ${listOf(models)} have a devoted following in the UK, where they are restored, toured, shown and used by enthusiasts across the country. Keeping one in good order takes someone who knows the marque's engineering, its parts supply and its particular weak spots, rather than a general garage working from a modern service manual.`,
      `The Restoration Register lists independent ${noun} specialists across England, Scotland, Wales and Northern Ireland. Some take on complete nut-and-bolt restorations; others concentrate on a single discipline such as bodywork and paint, engine and gearbox rebuilds, trim or electrics. You can search by service and location, compare experience and reviews, then contact the business directly to talk through your car. Every business is checked before its listing appears, and owners can review the work afterwards.`,
      `Many of these cars are now old enough for the historic vehicle tax class, and vehicles over 40 years old that have not been substantially changed can be exempt from the annual MOT, although a regular independent inspection is still sensible. Owners' clubs and marque registers are a good source of parts leads and technical advice, and a specialist can help with everything from unleaded conversion and rust caused by decades of road salt to tracking down hard-to-find parts.`,
    ],
    heroContent: {
      title: `Find ${label} Restoration Specialists`,
      subtitle: `Trusted independent workshops for the ${topThree}`,
      description: `Search independent UK workshops that know a classic ${noun} inside out, compare their experience and reviews, and contact them directly about your restoration, repair or maintenance.`,
    },
    whatItIncludes: [
      `Pre-purchase inspections and condition reports, including on models such as the ${listOf(models.slice(0, 2))}`,
      "Structural rust repair, panel replacement and fabrication of sections that are no longer available",
      "Engine, gearbox and axle rebuilds to original specification or with sympathetic upgrades",
      "Suspension, steering and brake overhauls, including bushes, hoses and seized components",
      "Paintwork in original colours, from localised repairs to full bare-metal resprays",
      "Interior retrimming, including seats, carpets, headlinings, hoods and weather seals",
      "Wiring repairs, restoration of original electrical components and ignition or charging upgrades",
      "Sourcing new, remanufactured and good used parts through specialist suppliers and owners' clubs",
    ],
    process: [
      {
        step: "Assessment and estimate",
        description: `An independent ${noun} specialist inspects the car, ideally on a lift, records its condition and originality, and agrees priorities, budget and the standard you are aiming for.`,
      },
      {
        step: "Strip-down and survey",
        description:
          "Trim, glass and components are removed, labelled and photographed, and the bodyshell may be blasted or dipped to reveal the true extent of corrosion and any previous repairs.",
      },
      {
        step: "Structure and bodywork",
        description:
          "Rotten metal is cut out and replaced with correct panels or fabricated sections, and the shell is checked for alignment before any filler or paint goes near it.",
      },
      {
        step: "Mechanical overhaul",
        description:
          "Engine, gearbox, suspension, steering, brakes and fuel system are rebuilt or refreshed, drawing on specialist parts suppliers and owners' club knowledge of the marque.",
      },
      {
        step: "Paint, trim and reassembly",
        description:
          "The car is painted in its original or chosen colour, rewired where needed, retrimmed and carefully reassembled with new seals, fixings and brightwork.",
      },
      {
        step: "Testing and handover",
        description:
          "The finished car is road-tested, adjusted and checked, then handed over with photographs, invoices and advice on running-in and ongoing maintenance.",
      },
    ],
    benefits: [
      "Work carried out by people who know the marque's engineering and its typical weak points",
      "Better access to correct parts, specialist suppliers and owners' club networks",
      "Rust dealt with properly rather than hidden, protecting the structure for years to come",
      "Safer, more reliable motoring, with sensible upgrades such as unleaded conversion, better brakes or electronic ignition if you want them",
      "Originality preserved where it matters, with period-correct materials, finishes and colours",
      "A photographic record and invoices that support insurance valuations and an eventual sale",
    ],
    commonIssues: [
      ...facts.commonIssues,
      "Corrosion from years of salted UK roads, especially in hidden box sections and where previous repairs have trapped moisture",
      "Perished rubber: fuel and brake hoses, bushes and seals deteriorate with age even on low-mileage cars",
    ],
    relatedVehicles: [...facts.relatedVehicles],
    keyTerms: [...facts.keyTerms, "Unleaded conversion", "Historic vehicle tax class", "Nut-and-bolt restoration"],
    faq: [
      {
        question: `How much does it cost to restore a classic ${noun}?`,
        answer:
          "It depends on the model, its condition and the standard you want, so there is no single figure. A specialist should give a written estimate after inspecting the car; treat it as a range, because hidden corrosion often appears once panels come off. Agree staged payments tied to milestones and ask for regular photo updates.",
      },
      {
        question: `Is a classic ${noun} exempt from the MOT?`,
        answer:
          "Vehicles built more than 40 years ago can be exempt from the annual MOT if they have not been substantially changed, and you declare this when you tax the car. The same age rule applies to the historic vehicle tax class. Exemption does not remove the legal duty to keep the car roadworthy, so many owners still book a yearly inspection.",
      },
      {
        question: `Can a classic ${noun} run on unleaded petrol?`,
        answer:
          "Engines designed for leaded fuel may suffer exhaust valve seat wear on unleaded petrol, particularly if worked hard. Options include fitting hardened valve seats when the cylinder head is off or using a lead-replacement additive. Modern E10 petrol can also attack older fuel hoses and seals, so a specialist can advise on ethanol-resistant parts or using E5 super unleaded.",
      },
      {
        question: `How do I choose the right ${noun} specialist?`,
        answer:
          "Look for experience with your particular model, examples of previous work, honest reviews, clear estimates and suitable insurance while your car is in their care. Owners' clubs are a good source of recommendations. On The Restoration Register you can compare specialists by service and location and contact them directly.",
      },
      {
        question: `What should I check before buying a classic ${noun}?`,
        answer:
          "Every marque has its weak points, and the common issues on this page are a good starting list. Check the structure underneath as well as the paintwork, look for evidence of past repairs, and compare the history file with the car. A pre-purchase inspection by an independent specialist costs far less than an unexpected restoration.",
      },
    ],
    seo: {
      metaTitle: metaTitleFor(label),
      metaDescription: fitWithin(
        160,
        models,
        (m) => `Compare independent ${noun} restoration specialists across the UK: bodywork, engines, trim and paint for the ${m.join(", ")} and more.`,
      ),
      keywords: facts.keywordsOverride
        ? [...facts.keywordsOverride]
        : [
            `${facts.name} restoration`,
            `${facts.name} restoration specialists`,
            `classic ${facts.name} repair`,
            `${facts.name} restoration UK`,
            ...facts.seoKeywords,
          ],
    },
  };
}

const ALFA_ROMEO: VehicleMakeEntry = {
  name: "Alfa Romeo",
  slug: "alfa-romeo",
  title: "Alfa Romeo Restoration Specialists",
  subtitle: "Independent experts in the Giulia, GTV, Spider and other classic Alfas",
  description:
    "Find independent UK Alfa Romeo specialists for the Giulia, GTV, Spider and other classics, from rust repair to twin-cam engine rebuilds.",
  introduction: [
    "Alfa Romeo has built cars in Milan since 1910, and its post-war models earned a reputation for bringing sporting engineering to everyday motoring. The 105 and 115 series cars of the 1960s and 1970s – the Giulia saloon, the Bertone-styled Giulia Sprint GT and GTV coupés, and the Pininfarina Spider that began life as the Duetto – are among the best-loved classics on British roads, alongside the Giulietta, the Alfetta-based GTV and GTV6, the Alfasud and the V8-engined Montreal.",
    "At the heart of most of these cars is the all-alloy twin-cam four-cylinder engine, usually breathing through a pair of Weber or Dellorto side-draught carburettors. It is a strong and rewarding unit when properly built and set up, but it rewards specialist knowledge: correct wet-liner protrusion, valve clearances set with shims, and carburettors balanced and jetted to suit make the difference between a car that merely runs and one that feels the way an Alfa should.",
    "The enemy, as every Alfa owner knows, is rust. Factory protection was minimal by modern standards, and decades of salted British roads have taken their toll on sills, floors, front valances, inner wings and boot floors, often disguised by earlier repairs. The Restoration Register lists independent specialists across the UK who understand these cars, from bodyshops experienced in Alfa structural repairs to engine builders and trimmers, so you can compare experience and reviews before contacting them directly.",
  ],
  heroContent: {
    title: "Alfa Romeo Restoration Specialists",
    subtitle: "Giulia, GTV, Spider and beyond",
    description:
      "Connect with independent UK specialists who understand the twin-cam engine, the bodywork weak spots and the details that make a classic Alfa Romeo special.",
  },
  whatItIncludes: [
    "Structural rust repair to sills, floors, inner wings, front valances and boot floors",
    "Twin-cam engine rebuilds, including liners, pistons, cylinder head overhaul and shim-adjusted valve clearances",
    "Weber and Dellorto carburettor rebuilding, jetting and balancing",
    "Five-speed gearbox overhauls, including synchromesh and bearing renewal",
    "Suspension and brake refreshes, including bushes, rear axle locating links, calipers and servos",
    "Spider hoods and frames, plus interior retrimming in period-correct materials",
    "Paintwork in original Alfa Romeo colours, from localised repairs to bare-metal resprays",
    "Pre-purchase inspections on Giulia, GTV, Spider and Alfetta-based models",
  ],
  process: [
    {
      step: "Inspection on a lift",
      description:
        "The specialist checks the structure, engine, gearbox and originality, noting chassis and engine numbers and any signs of previous repairs, then agrees priorities and budget with you.",
    },
    {
      step: "Strip-down and rust survey",
      description:
        "Trim, glass and mechanical components are removed and catalogued, and the shell is blasted or dipped so that hidden corrosion in sills, floors and valances can be assessed honestly.",
    },
    {
      step: "Metalwork on a jig",
      description:
        "Rotten sections are replaced with quality repair panels or fabricated steel, with the shell held and measured so door gaps and suspension mounting points stay true.",
    },
    {
      step: "Twin-cam and running gear rebuild",
      description:
        "The engine, gearbox, axle, brakes and suspension are rebuilt to specification, with sensible upgrades such as electronic ignition or a modern alternator discussed in advance.",
    },
    {
      step: "Paint, trim and reassembly",
      description:
        "The car is painted, rewired where needed and reassembled with new seals and fixings, and the interior or Spider hood is retrimmed to the agreed standard.",
    },
    {
      step: "Set-up and road test",
      description:
        "Carburettors are balanced, ignition timing and geometry checked, and the car is road-tested and fettled before being handed back with a photographic record.",
    },
  ],
  benefits: [
    "Engine builders who know the twin-cam's wet liners, shimmed valve gear and side-draught carburettors",
    "Bodywork specialists familiar with where Alfas rust and how to repair them properly",
    "Access to specialist Alfa parts suppliers and the knowledge shared through owners' clubs",
    "A correctly set-up car that starts, idles and pulls cleanly, as these engines should",
    "Originality preserved, from correct colours and trim to period-correct details, supporting value",
    "Documented work that helps with agreed-value insurance and an eventual sale",
  ],
  commonIssues: [
    "Corrosion in sills, floors, front valances, inner wings, rear arches and boot floors, often hidden by old filler",
    "Worn second-gear synchromesh, giving a baulky change that is most noticeable when cold",
    "Coolant leaks from wet-liner seals or the head gasket, sometimes contaminating the oil",
    "Carburettors out of balance or with worn spindles, causing poor idle, flat spots and high fuel use",
    "Perished suspension bushes and worn rear axle locating parts that spoil the handling",
    "Non-original engines, left-hand-drive imports and past modifications that affect originality and value",
  ],
  relatedVehicles: ["lancia", "ferrari", "bmw"],
  keyTerms: ["Twin-cam", "105 series", "115 series", "Weber DCOE", "Dellorto DHLA", "Bertone", "Pininfarina", "Wet liners"],
  faq: [
    {
      question: "Which classic Alfa Romeo models do these specialists work on?",
      answer:
        "Listings cover specialists in the 105 and 115 series Giulia saloons, Sprint GT and GTV coupés and Spiders, as well as the Giulietta, Alfetta, GTV6, Alfasud, Montreal and later classics. Check each profile for the models and services a business concentrates on.",
    },
    {
      question: "How bad is rust on a classic Alfa Romeo?",
      answer:
        "It can be serious, and it is the main factor in restoration cost. Sills, floors, front valances, inner wings and boot floors all suffer, and tidy paint can hide poor earlier repairs. Have the car inspected on a lift by someone who knows Alfas before you buy or commit to a budget.",
    },
    {
      question: "Can a classic Alfa Romeo twin-cam run on unleaded petrol?",
      answer:
        "Many owners run their twin-cams on unleaded without trouble, but it depends on the engine's history and how hard it is used. When the cylinder head is off, a specialist can check the valve seats and advise, and can fit ethanol-resistant fuel hoses to cope with E10 petrol.",
    },
    {
      question: "Should I keep the original carburettors or fit fuel injection?",
      answer:
        "Correctly rebuilt and balanced Weber or Dellorto carburettors give excellent results and keep the car original, which matters for value. Aftermarket injection can help with drivability in some cases; discuss the trade-offs with a specialist and keep the original parts if you convert.",
    },
    {
      question: "Is my classic Alfa Romeo exempt from the MOT?",
      answer:
        "Cars built more than 40 years ago can be exempt from the annual MOT if they have not been substantially changed, and can also qualify for the historic vehicle tax class. You still have to keep the car roadworthy, so a regular independent check is worthwhile.",
    },
  ],
  seo: {
    metaTitle: "Alfa Romeo Restoration Specialists | Restoration Register",
    metaDescription:
      "Find UK Alfa Romeo restoration specialists for the Giulia, GTV and Spider: rust repair, twin-cam engine rebuilds, Weber and Dellorto carbs, paint and trim.",
    keywords: [
      "Alfa Romeo restoration",
      "Alfa Romeo restoration specialists",
      "Alfa Romeo Giulia restoration",
      "Alfa Romeo Spider restoration",
      "Alfa GTV restoration",
      "Alfa twin-cam engine rebuild",
      "classic Alfa Romeo UK",
    ],
  },
};

const AUSTIN: VehicleMakeEntry = {
  name: "Austin",
  slug: "austin",
  title: "Austin Restoration Specialists",
  subtitle: "Independent experts in the Seven, A35, A40, Austin-Healey and other BMC classics",
  description:
    "Find independent UK Austin specialists for the Seven, A35, A40, Austin-Healey and more, from ash frames and rust repair to A-series engine rebuilds.",
  introduction: [
    "Founded by Herbert Austin at Longbridge, Birmingham, in 1905, Austin became one of Britain's largest car makers. The Austin Seven of 1922 put much of the country on wheels and was built under licence abroad, most famously forming the basis of BMW's first car. After the Second World War came the A30 and A35, the Farina-styled A40 and the Cambridge and Westminster saloons, and in 1952 Austin merged with Morris to form the British Motor Corporation (BMC).",
    "BMC engineering reached well beyond Austin-badged saloons. The A-series engine, introduced in the A30, went on to power the Mini, the Sprite and Midget and the 1100 and 1300. The partnership with Donald Healey produced the Austin-Healey 100, 100-Six and 3000, big-hearted sports cars that are now among the most sought-after British classics, alongside the Frogeye Sprite. Many Austin specialists therefore know MG, Mini and Morris cars equally well, as parts interchange widely across the BMC range.",
    "Restoring an Austin can mean anything from keeping a pre-war Seven's chassis, brakes and coachwork in order to fighting rust in A35 sills or Austin-Healey outriggers. Parts supply is generally good thanks to enthusiastic owners' clubs and specialist suppliers, and most Austins are old enough for the historic vehicle tax class and, if not substantially changed, MOT exemption. The Restoration Register helps you find independent specialists across the UK and contact them directly.",
  ],
  heroContent: {
    title: "Austin Restoration Specialists",
    subtitle: "From the Seven to the Austin-Healey 3000",
    description:
      "Connect with independent UK specialists who know pre-war Sevens, post-war BMC saloons, A-series engines and the big Healeys, and find the right hands for your Austin.",
  },
  whatItIncludes: [
    "Austin Seven chassis, axle, brake and engine overhauls by pre-war specialists",
    "Ash-frame repair and replacement on coachbuilt and pre-war bodies",
    "Rust repair to sills, floors, wings and spring hangers on A30, A35, A40 and Cambridge models",
    "A-series engine rebuilds, including unleaded cylinder heads and sensible performance upgrades",
    "Austin-Healey chassis and outrigger repairs, sills, door shut pillars and bodywork",
    "C-series six-cylinder engine rebuilds and cooling improvements for the 100-Six and 3000",
    "Hydrolastic suspension checks and re-pressurising on 1100 and 1300 models",
    "Retrimming, chrome replating and paint in period Austin and Austin-Healey colours",
  ],
  process: [
    {
      step: "Assessment",
      description:
        "The specialist inspects the car, checks chassis and engine numbers against the records where they survive, and agrees whether the aim is a sympathetic refresh, a usable driver or a full restoration.",
    },
    {
      step: "Strip-down and survey",
      description:
        "Body, trim and mechanical parts are removed and photographed; timber frames, chassis rails and outriggers are examined for rot, cracks and poor earlier repairs.",
    },
    {
      step: "Chassis, frame and metalwork",
      description:
        "Chassis and outriggers are repaired or replaced, ash frames remade where needed and steel panels repaired, with care taken where aluminium panels meet steel.",
    },
    {
      step: "Mechanical rebuild",
      description:
        "Engine, gearbox, axle, brakes and suspension are overhauled, with options such as an unleaded cylinder head, improved cooling or electronic ignition discussed beforehand.",
    },
    {
      step: "Paint, trim and reassembly",
      description:
        "The car is painted, the chrome replated and the interior retrimmed, then reassembled with new seals, wiring where needed and correct fixings.",
    },
    {
      step: "Road test and handover",
      description:
        "Brakes are bedded in and adjusted, the car is road-tested and fettled, and it is returned with photographs and invoices for the history file.",
    },
  ],
  benefits: [
    "Specialists who understand pre-war engineering as well as post-war BMC cars",
    "Wide parts interchange across the BMC range and good support from specialist suppliers",
    "Sensible upgrades, such as unleaded heads and better brakes, that make cars easier to use today",
    "Correct chassis and structural repairs that keep Austin-Healeys safe and valuable",
    "Preservation of original details, colours and coachwork that give these cars their character",
    "A documented restoration that supports insurance valuation and future sale",
  ],
  commonIssues: [
    "Rust in sills, floors, front wings, door bottoms and rear spring hangers on post-war saloons",
    "Corroded Austin-Healey chassis rails and outriggers, with rot in the sills and door shut pillars",
    "Electrolytic corrosion where aluminium panels meet steel on Austin-Healeys",
    "Tired A-series engines with worn timing chains, oil leaks and valve seats unsuited to unleaded fuel",
    "Pre-war Sevens with poorly adjusted brakes, worn engines and tired timber body frames",
    "Austin-Healey 3000s running hot in traffic, plus exhaust systems damaged by low ground clearance",
  ],
  relatedVehicles: ["mg", "mini", "triumph"],
  keyTerms: ["BMC", "A-series", "C-series", "Austin-Healey", "Longbridge", "Hydrolastic", "Ash frame", "Big Healey"],
  faq: [
    {
      question: "Do Austin specialists also work on Austin-Healeys?",
      answer:
        "Many do, and some concentrate on the 100, 100-Six and 3000 or the Sprite. Because these cars share BMC engines, gearboxes and parts with Austin saloons, the knowledge overlaps. Check each listing's specialties and ask about comparable cars they have restored.",
    },
    {
      question: "Are parts still available for a classic Austin?",
      answer:
        "For most popular models, yes. Owners' clubs, specialist suppliers and remanufactured parts keep Sevens, A-series saloons and Austin-Healeys well supported, and many BMC components interchange. Trim and panels for rarer models can take longer to find, so a specialist's contacts help.",
    },
    {
      question: "Does my A-series engine need converting to unleaded petrol?",
      answer:
        "Older A-series cylinder heads lack hardened exhaust valve seats, so sustained hard driving on unleaded can cause seat recession. Many owners fit an unleaded head or hardened seats when the engine is apart; for gentle use an additive may be enough. A specialist can advise for your engine.",
    },
    {
      question: "Is a pre-war Austin Seven practical to use today?",
      answer:
        "Yes, within limits. A well-sorted Seven is a charming and economical car for B-roads and club events, but its brakes, performance and size demand an anticipatory driving style. A specialist can set the brakes up properly and make sure the chassis, steering and engine are sound.",
    },
    {
      question: "Is my Austin exempt from the MOT?",
      answer:
        "Cars built more than 40 years ago can be exempt if they have not been substantially changed, and they can also use the historic vehicle tax class. You must still keep the car roadworthy, so many owners book an annual inspection anyway.",
    },
  ],
  seo: {
    metaTitle: "Austin Restoration Specialists | Restoration Register",
    metaDescription:
      "Find UK Austin restoration specialists for the Seven, A35, A40 and Austin-Healey 100 and 3000: chassis and rust repair, A-series rebuilds, trim and paint.",
    keywords: [
      "Austin restoration",
      "Austin restoration specialists",
      "Austin Seven restoration",
      "Austin-Healey restoration",
      "Austin A35 restoration",
      "A-series engine rebuild",
      "classic Austin UK",
      "BMC classic car specialist",
    ],
  },
};

const BMW: VehicleMakeEntry = {
  name: "BMW",
  slug: "bmw",
  title: "BMW Restoration Specialists",
  subtitle: "Independent experts in the 2002, E9 coupés, E21, E30 and other classic BMWs",
  description:
    "Find independent UK BMW specialists for the 2002, E9 coupés, E21, E30 and other classics, from rust repair to M10 and six-cylinder engine work.",
  introduction: [
    "BMW began as an aero-engine maker in Munich and built its first car, the 3/15, in 1928 after taking over the Dixi works, which was building the Austin Seven under licence. Its modern reputation was made by the Neue Klasse saloons of the 1960s, which led to the compact 02 series – the 1602, the 2002, the fuel-injected 2002 tii and the 2002 Turbo. The elegant E9 coupés followed, culminating in the lightweight 3.0 CSL, nicknamed the Batmobile for its aerodynamic kit.",
    "Later classics include the E21 and E30 3 Series, the E12 and E28 5 Series, the E24 6 Series and the E30 M3. Many are powered by the durable M10 four-cylinder engine, first seen in the Neue Klasse, or by the smooth M20 and M30 straight sixes. Mechanically these cars are robust, but age brings worn bushes, tired cooling systems and, on M20 engines, cambelts that must be changed on time to avoid serious damage.",
    "Rust is the main threat to classic BMWs. Wheel arches, sills, jacking points, front valances, floors and boot floors all suffer, and the E9 coupés in particular are known for severe corrosion. Correct structural repairs, original colours and period trim all matter to value. The Restoration Register lists independent specialists across the UK, from BMW-focused bodyshops to engine builders and trimmers, so you can compare experience and reviews before contacting them.",
  ],
  heroContent: {
    title: "BMW Restoration Specialists",
    subtitle: "2002, E9, E21, E30 and beyond",
    description:
      "Connect with independent UK specialists who know the M10 engine, the Kugelfischer-injected tii and where classic BMWs rust, and find the right hands for your car.",
  },
  whatItIncludes: [
    "Rust repair to wheel arches, sills, jacking points, valances and floors",
    "M10 four-cylinder engine rebuilds, including cylinder head work and unleaded conversion",
    "M20 and M30 six-cylinder overhauls, including cambelt renewal and cooling system refreshes",
    "Solex and Weber carburettor set-up and Kugelfischer mechanical injection servicing on the 2002 tii",
    "Suspension refreshes, including subframe mounts, trailing arm bushes and dampers",
    "E9 coupé structural restoration, a specialist job given how badly these cars can corrode",
    "Interior retrimming, including sports seats and correct upholstery patterns",
    "Paintwork in original BMW colours, from localised repairs to full bare-metal resprays",
  ],
  process: [
    {
      step: "Inspection and identity checks",
      description:
        "The specialist inspects the car on a lift, checks chassis and engine numbers against the model's specification, and agrees priorities and budget with you.",
    },
    {
      step: "Strip-down and rust survey",
      description:
        "Trim, glass and running gear are removed and catalogued, and the shell is blasted or dipped to expose corrosion around arches, sills, jacking points and valances.",
    },
    {
      step: "Structural repair",
      description:
        "Corroded metal is replaced with quality panels or fabricated sections, with the shell measured so suspension mounting points and panel gaps are correct.",
    },
    {
      step: "Engine and running gear",
      description:
        "The engine is rebuilt or refreshed, cambelt or timing chain renewed, and the gearbox, differential, suspension and brakes overhauled, with any upgrades agreed in advance.",
    },
    {
      step: "Paint, trim and reassembly",
      description:
        "The car is painted in its original or chosen colour, rewired where needed and reassembled with new seals, and the interior is retrimmed to the agreed standard.",
    },
    {
      step: "Set-up and road test",
      description:
        "Carburettors or injection, ignition and geometry are set up, and the car is road-tested and adjusted before handover with a photographic record.",
    },
  ],
  benefits: [
    "Engine builders familiar with the M10, M20 and M30 and their particular service needs",
    "Bodyshops who know where classic BMWs rust and how to repair them properly",
    "Correct parts, including factory and remanufactured items, sourced through specialist networks",
    "Sharp, predictable handling restored with fresh bushes, mounts and dampers",
    "Originality protected, which matters increasingly for values of the 2002, E9 and E30 M3",
    "A documented restoration that supports agreed-value insurance and an eventual sale",
  ],
  commonIssues: [
    "Rust in wheel arches, sills and jacking points, often worse than it looks from outside",
    "Corroded front valances, scuttle panels, floors and boot floors",
    "Severe structural corrosion on E9 coupés, including inner wings, sills and around the windscreen",
    "M20 cambelts and tensioners left beyond their change interval, risking valve damage",
    "Worn rear subframe and trailing arm bushes causing vague handling on E21 and E30 models",
    "Cooling system failures on the six-cylinder cars, including water pumps, radiators and plastic expansion tanks",
  ],
  relatedVehicles: ["mercedes-benz", "porsche", "volkswagen"],
  keyTerms: [
    "Neue Klasse",
    "02 series",
    "M10 engine",
    "M20 engine",
    "Kugelfischer injection",
    "Hofmeister kink",
    "Batmobile (3.0 CSL)",
    "Chassis codes (E9, E21, E30)",
  ],
  faq: [
    {
      question: "Which classic BMWs do these specialists cover?",
      answer:
        "Listings include specialists in the Neue Klasse and 02 series, E9 coupés, E3 saloons, E12 and E28 5 Series, E21 and E30 3 Series, E24 6 Series and the E30 M3. Check each profile for the models and services a business concentrates on.",
    },
    {
      question: "How do I check a classic BMW for rust?",
      answer:
        "Look closely at the wheel arches, sills, jacking points, front valance, floors and boot floor, and lift carpets where you can. Bubbling paint usually means more corrosion underneath. An inspection on a lift by a BMW specialist is the best way to judge the structure before buying.",
    },
    {
      question: "How often should the cambelt be changed on an M20 engine?",
      answer:
        "Follow the interval your specialist recommends, which is based on both mileage and age; an old belt can fail even on a car that has covered few miles. The M20 is an interference engine, so a snapped belt usually means bent valves. If the history is unclear, have the belt and tensioner renewed straight away.",
    },
    {
      question: "Can a BMW 2002 run on unleaded petrol?",
      answer:
        "Many M10 engines run on unleaded without trouble, but older cylinder heads without hardened valve seats can suffer seat recession under hard use. A specialist can check the head and fit hardened seats if needed, and replace older fuel hoses with ethanol-resistant ones for E10 petrol.",
    },
    {
      question: "Is my classic BMW exempt from the MOT and road tax?",
      answer:
        "Cars built more than 40 years ago can use the historic vehicle tax class and, if not substantially changed, can be exempt from the annual MOT. You still have to keep the car roadworthy, so a regular independent check is worthwhile.",
    },
  ],
  seo: {
    metaTitle: "BMW Restoration Specialists | Restoration Register",
    metaDescription:
      "Find UK classic BMW restoration specialists for the 2002, E9 coupés, E21 and E30: rust repair, M10 and M20 engine work, Kugelfischer injection and trim.",
    keywords: [
      "BMW restoration",
      "classic BMW restoration specialists",
      "BMW 2002 restoration",
      "BMW E30 restoration",
      "BMW E9 CSL restoration",
      "BMW M10 engine rebuild",
      "classic BMW UK",
    ],
  },
};

const CITROEN = genericMake({
  name: "Citroën",
  slug: "citroen",
  heritage:
    "Founded by André Citroën in 1919, the company built its reputation on bold engineering, from the front-wheel-drive Traction Avant of 1934 to the hydropneumatically suspended DS of 1955.",
  notableModels: ["2CV", "DS", "Traction Avant", "SM", "CX"],
  commonIssues: [
    "Hydropneumatic spheres losing their charge, plus leaking pipes, seals and height correctors on the DS, SM and CX",
    "Mixing hydraulic fluids: early DS models use a different fluid from later LHM cars, and the two must never be mixed",
    "Rusting 2CV chassis and floors, although galvanised replacement chassis are widely available",
    "Corrosion in DS sills, floor pans and boot floor, often hidden under trim and detachable panels",
  ],
  relatedVehicles: ["peugeot", "volkswagen", "mini"],
  keyTerms: ["Hydropneumatic suspension", "LHM fluid", "Spheres", "Galvanised chassis"],
  seoKeywords: ["Citroën 2CV restoration", "Citroën DS restoration", "Citroen classic car specialist"],
});

const FERRARI = genericMake({
  name: "Ferrari",
  slug: "ferrari",
  heritage:
    "Enzo Ferrari's company built its first Ferrari-badged car in 1947, and its road-going V8s and V12s became some of the most celebrated and valuable classic cars in the world.",
  notableModels: ["308", "Dino 246 GT", "365 GTB/4 Daytona", "250 GT", "Testarossa"],
  commonIssues: [
    "Cambelts on the 308, 328, Mondial and Testarossa that must be renewed at regular intervals, a major job on some models",
    "Corrosion in steel bodywork, notably sills, door bottoms, wheel arches and lower panels on the Dino and 308",
    "Ageing fuel systems, electrics and cooling, including the Bosch K-Jetronic injection on later 308 models",
    "Originality and provenance questions: matching numbers, correct specification and documented history strongly affect value",
  ],
  relatedVehicles: ["alfa-romeo", "lancia", "porsche"],
  keyTerms: ["Matching numbers", "Ferrari Classiche", "Quattrovalvole", "Vetroresina"],
  seoKeywords: ["Ferrari 308 restoration", "Ferrari Dino restoration", "classic Ferrari specialist"],
});

const FORD = genericMake({
  name: "Ford",
  slug: "ford",
  heritage:
    "Ford has built cars in Britain since 1911, first at Trafford Park in Manchester and later at Dagenham, and its affordable saloons, estates and sporting derivatives became fixtures of British roads and rally stages.",
  notableModels: ["Escort", "Capri", "Cortina", "Anglia", "Zephyr"],
  commonIssues: [
    "Rust in inner wings, strut tops, sills, floors and front valances on Escorts, Capris and Cortinas",
    "Worn camshafts on Pinto engines, often linked to poor servicing or a blocked oil spray bar",
    "Replica and cloned RS, Mexico and Lotus Cortina models, making documented provenance essential",
    "Rear spring hangers and axle mountings weakened by corrosion on rear-wheel-drive models",
  ],
  relatedVehicles: ["austin", "triumph", "mg"],
  keyTerms: ["Kent crossflow", "Pinto engine", "Essex V6", "RS and Mexico"],
  seoKeywords: ["Ford Escort restoration", "Ford Capri restoration", "classic Ford specialist"],
});

const JAGUAR = genericMake({
  name: "Jaguar",
  slug: "jaguar",
  heritage:
    "Founded by William Lyons and William Walmsley as the Swallow Sidecar Company in 1922, the business took the Jaguar name in 1945 and went on to build some of Britain's most celebrated sports cars and saloons.",
  notableModels: ["E-Type", "Mk2", "XK120 to XK150", "XJ6", "XJ-S"],
  commonIssues: [
    "Rust in sills, floors, jacking points and wheel arches, with E-Type and Mk2 structures particularly vulnerable",
    "Oil leaks, overheating and timing chain wear on the long-serving XK straight-six engine",
    "Seized or oil-contaminated inboard rear brakes on independent rear suspension cars such as the E-Type and XJ6",
    "Ageing wiring looms and complex electrics, especially on XJ and XJ-S models",
  ],
  relatedVehicles: ["triumph", "mercedes-benz", "austin"],
  keyTerms: ["XK engine", "Independent rear suspension (IRS)", "Moss gearbox", "Series 1, 2 and 3"],
  seoKeywords: ["Jaguar E-Type restoration", "Jaguar Mk2 restoration", "classic Jaguar specialist"],
});

const LANCIA = genericMake({
  name: "Lancia",
  slug: "lancia",
  heritage:
    "Founded in Turin by Vincenzo Lancia in 1906, the company earned a reputation for innovative engineering, including narrow-angle V4 engines and the first series-production V6, and later became a force in world rallying.",
  notableModels: ["Fulvia", "Delta Integrale", "Beta", "Aurelia", "Flaminia"],
  commonIssues: [
    "Corrosion on Beta-range cars, whose rust problems, particularly around the front subframe mountings, badly damaged Lancia's UK reputation",
    "Rust in Fulvia sills, floors, wheel arches and door bottoms",
    "Scarce body panels, trim and model-specific parts, which often have to be sourced from Italy or remanufactured",
    "Delta Integrale turbocharger, four-wheel-drive and cooling system wear, often made worse by hard use",
  ],
  relatedVehicles: ["alfa-romeo", "ferrari", "peugeot"],
  keyTerms: ["Narrow-angle V4", "HF", "Integrale", "Zagato"],
  seoKeywords: ["Lancia Fulvia restoration", "Lancia Delta Integrale restoration", "classic Lancia specialist"],
});

const LAND_ROVER = genericMake({
  name: "Land Rover",
  slug: "land-rover",
  heritage:
    "Launched by the Rover Company at the 1948 Amsterdam Motor Show, the Land Rover became both a working tool and a British icon, and its aluminium-bodied Series models led on to the Range Rover and the Defender.",
  notableModels: ["Series I", "Series IIA", "Series III", "Range Rover Classic", "Defender"],
  commonIssues: [
    "Rust in the steel chassis, especially the rear crossmember, outriggers and spring hangers",
    "Corroded bulkhead footwells and door pillars, a common and labour-intensive repair",
    "Electrolytic corrosion where aluminium body panels meet steel frames and fixings",
    "Oil leaks from swivel hubs, axles and gearboxes, plus worn transmission components",
  ],
  relatedVehicles: ["jaguar", "triumph", "austin"],
  keyTerms: ["Galvanised chassis", "Bulkhead", "Birmabright", "Swivel hubs"],
  seoKeywords: ["Land Rover Series restoration", "Land Rover Defender restoration", "Range Rover Classic restoration"],
});

const MERCEDES_BENZ = genericMake({
  name: "Mercedes-Benz",
  slug: "mercedes-benz",
  heritage:
    "Tracing its roots to Karl Benz's Patent-Motorwagen of 1886 and to Gottlieb Daimler's company, with which Benz merged in 1926, Mercedes-Benz built a reputation for engineering quality that its classic SLs and saloons still carry.",
  notableModels: ["Pagoda SL", "R107 SL", "W123", "300 SL Gullwing", "W124"],
  commonIssues: [
    "Rust in sills, jacking points, floors and wheel arches, often hidden behind chrome trim or underseal",
    "Mechanical fuel injection on older models that needs specialist setting up",
    "Worn timing chains and guides on six-cylinder and V8 engines",
    "Tired vacuum and hydraulic systems, such as central locking and self-levelling suspension on some models",
  ],
  relatedVehicles: ["bmw", "porsche", "jaguar"],
  keyTerms: ["Pagoda", "Chassis codes (W113, R107, W123)", "Mechanical fuel injection", "Data card"],
  seoKeywords: ["Mercedes Pagoda restoration", "Mercedes SL restoration", "classic Mercedes specialist"],
});

const MG = genericMake({
  name: "MG",
  slug: "mg",
  heritage:
    "MG grew out of Morris Garages in Oxford in the 1920s under Cecil Kimber and, from its Abingdon factory, built affordable British sports cars that found fans around the world.",
  notableModels: ["MGB", "Midget", "MGA", "T-series", "MGC"],
  commonIssues: [
    "Rust in the structural sills, castle rails, floors and wheel arches of MGB and Midget monocoques",
    "Rotten ash body frames on T-series and earlier cars",
    "Worn crankshaft thrust washers, oil leaks and tired top ends on B-series engines",
    "Leaking or worn lever-arm dampers and tired suspension bushes",
  ],
  relatedVehicles: ["austin", "triumph", "mini"],
  keyTerms: ["B-series engine", "Heritage bodyshell", "Castle rails", "Lever-arm dampers"],
  seoKeywords: ["MGB restoration", "MG Midget restoration", "classic MG specialist"],
});

const MINI = genericMake({
  name: "Mini",
  slug: "mini",
  heritage:
    "Designed by Alec Issigonis for the British Motor Corporation and launched in 1959 as the Austin Seven and Morris Mini-Minor, the Mini's transverse engine and front-wheel drive made it one of the most influential small cars ever built.",
  notableModels: ["Mini Cooper", "Cooper S", "Clubman", "Moke", "Traveller"],
  commonIssues: [
    "Rust in the rear subframe, sills, floor pans, A-panels and boot floor, including around the battery box",
    "Corroded front subframe mountings and door step areas",
    "Hydrolastic suspension units losing pressure on cars fitted with the system",
    "Worn gearboxes and drop gears, which share oil with the engine in the sump",
  ],
  relatedVehicles: ["austin", "mg", "triumph"],
  keyTerms: ["A-series", "Subframes", "Hydrolastic", "Heritage bodyshell"],
  seoKeywords: ["classic Mini restoration", "Mini Cooper restoration", "classic Mini specialist"],
});

const OTHER_CUSTOM = genericMake({
  name: "Other / Custom",
  slug: "other-custom",
  label: "Rare Marque & Custom Car",
  noun: "rare-marque or custom car",
  heritage:
    "Britain's classic car scene reaches far beyond the best-known names, taking in once-familiar marques such as Sunbeam, Rover, Riley, Hillman, Humber, Wolseley and Vauxhall, alongside kit cars, specials, hot rods and coachbuilt one-offs.",
  notableModels: ["Rover P5", "Sunbeam Alpine", "Hillman Imp", "Riley RM series", "Vauxhall Victor"],
  commonIssues: [
    "Scarce or discontinued parts, so components often have to be remanufactured, adapted or found through owners' clubs",
    "Rotten ash frames and timber on coachbuilt and older bodies",
    "Glassfibre bodies on kit cars and specials with stress cracks, crazing and poorly bonded mountings",
    "Complicated identity and registration paperwork for kit cars, specials and heavily modified vehicles",
  ],
  relatedVehicles: ["austin", "triumph", "ford"],
  keyTerms: ["Coachbuilt", "Kit car", "Special", "Individual Vehicle Approval (IVA)"],
  seoKeywords: [],
  keywordsOverride: [
    "custom car restoration",
    "kit car restoration",
    "hot rod builders UK",
    "rare classic car restoration",
    "Rover P5 restoration",
    "Sunbeam Alpine restoration",
  ],
});

const PEUGEOT = genericMake({
  name: "Peugeot",
  slug: "peugeot",
  heritage:
    "Peugeot's roots lie in a family industrial business of the early nineteenth century, and its cars, built since the 1890s, earned a reputation for toughness with the 404 and 504 before the 205 GTI became a benchmark hot hatch.",
  notableModels: ["205 GTI", "504", "404", "309 GTI", "203"],
  commonIssues: [
    "Worn rear axle trailing arm bearings on the 205 and 309, letting the rear wheels lean inwards",
    "Rust in sills, floors, wheel arches and rear valances on the 404 and 504",
    "Cloned or heavily modified 205 GTIs, making history, originality and identity checks important",
    "Scarce trim, body panels and model-specific parts for older models, often sourced from France",
  ],
  relatedVehicles: ["citroen", "volkswagen", "ford"],
  keyTerms: ["Hot hatch", "Rear beam axle", "XU engine", "Pininfarina"],
  seoKeywords: ["Peugeot 205 GTI restoration", "Peugeot 504 restoration", "classic Peugeot specialist"],
});

const PORSCHE = genericMake({
  name: "Porsche",
  slug: "porsche",
  heritage:
    "Founded by Ferdinand Porsche as an engineering consultancy in 1931, Porsche built its first sports car, the 356, in 1948 and followed it with the 911, whose rear-mounted flat-six has been developed ever since.",
  notableModels: ["911", "356", "912", "914", "944"],
  commonIssues: [
    "Rust in early 911 floors, longitudinals, inner wings and suspension mounting areas, particularly on cars built before full galvanising",
    "Oil leaks and worn valve gear on air-cooled flat-six engines, plus pulled cylinder head studs on some 2.7-litre engines",
    "Corroded 356 longitudinals, battery boxes, floors and nose sections",
    "Neglected cambelts on the water-cooled 924 and 944, including the 944's balance shaft belt",
  ],
  relatedVehicles: ["volkswagen", "bmw", "mercedes-benz"],
  keyTerms: ["Air-cooled", "Flat-six", "Matching numbers", "Certificate of Authenticity"],
  seoKeywords: ["Porsche 911 restoration", "Porsche 356 restoration", "classic Porsche specialist"],
});

const TRIUMPH = genericMake({
  name: "Triumph",
  slug: "triumph",
  heritage:
    "Triumph built its first car in Coventry in 1923 and, as part of Standard-Triumph and later British Leyland, produced sports cars, saloons and grand tourers for some sixty years.",
  notableModels: ["TR2 to TR6", "Spitfire", "Stag", "Herald", "Dolomite Sprint"],
  commonIssues: [
    "Chassis corrosion on separate-chassis cars, including TR trailing arm mountings and Spitfire and Herald outriggers",
    "Overheating, warped cylinder heads and timing chain wear on the Stag's V8",
    "Body rot in sills, floors, door bottoms and bonnet panels",
    "Worn front trunnions and cracked differential mountings on Herald, Vitesse, Spitfire and GT6 chassis",
  ],
  relatedVehicles: ["mg", "austin", "jaguar"],
  keyTerms: ["Separate chassis", "Trunnions", "Stag V8", "Overdrive"],
  seoKeywords: ["Triumph TR6 restoration", "Triumph Spitfire restoration", "Triumph Stag restoration"],
});

const VOLKSWAGEN = genericMake({
  name: "Volkswagen",
  slug: "volkswagen",
  heritage:
    "Volkswagen was founded in 1937 to build a car for the people, and after the war its air-cooled Beetle and Type 2 Transporter became some of the most widely produced and best-loved vehicles in the world.",
  notableModels: ["Beetle", "Type 2", "Karmann Ghia", "Golf GTI Mk1", "Type 3"],
  commonIssues: [
    "Rusted heater channels, floor pans and spring plate areas on the Beetle, where the heater channels are structural",
    "Type 2 rust in cab floors, jacking points, outriggers, sills, wheel arches and front panels",
    "Scarce and costly Karmann Ghia body panels, with the nose and lower panels prone to rot",
    "Oil leaks, overheating and worn valve gear on air-cooled engines, often made worse by missing cooling tinware and seals",
  ],
  relatedVehicles: ["porsche", "mini", "citroen"],
  keyTerms: ["Air-cooled", "Heater channels", "Split-screen and bay-window", "Karmann"],
  seoKeywords: ["VW Beetle restoration", "VW camper restoration", "classic Volkswagen specialist"],
});

/** All 17 makes, in docs/spec.md §3 order. */
export const VEHICLE_MAKES: readonly VehicleMakeEntry[] = [
  ALFA_ROMEO,
  AUSTIN,
  BMW,
  CITROEN,
  FERRARI,
  FORD,
  JAGUAR,
  LANCIA,
  LAND_ROVER,
  MERCEDES_BENZ,
  MG,
  MINI,
  OTHER_CUSTOM,
  PEUGEOT,
  PORSCHE,
  TRIUMPH,
  VOLKSWAGEN,
];
