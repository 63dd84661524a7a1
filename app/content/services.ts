/**
 * Service catalogue copy (docs/spec.md §3 "Service catalogue entry").
 * Timeline and cost figures follow docs/spec.md §3 "Service copy (typical timeline and cost)";
 * other figures in the copy follow docs/spec.md §9 "Other copy figures".
 * `slug` is slugify(name) (docs/spec.md §2), written as a literal.
 */
import type { ServiceEntry } from "./types";

export const SERVICES: readonly ServiceEntry[] = [
  {
    name: "Chrome & Polishing",
    slug: "chrome-and-polishing",
    title: "Classic Car Chrome & Polishing",
    description:
      "Re-chroming, polishing and brightwork restoration for classic cars, from bumpers and grilles to pot-metal badges and stainless trim.",
    introduction: [
      "Brightwork does more to define a classic car's character than almost any other detail. Bumpers, grilles, hubcaps, door handles, badges and window frames catch the eye first, and tired, pitted or peeling chrome can make an otherwise sound car look neglected. Chrome and polishing specialists strip, repair and replate original components, or polish stainless steel and aluminium trim back to a deep, even finish, so that the brightwork matches the standard of the paint and interior around it.",
      "Show-quality chrome is not a single coating. The part is stripped of its old plating, repaired, then built up in layers: copper to fill and level the surface, nickel for depth and corrosion resistance, and a very thin layer of chromium for colour and hardness. Much of the final quality comes from the hand polishing between those stages, which is why a good replater spends far more time at the polishing mop than at the plating tanks.",
      "Not every part can or should be replated. Zinc-alloy die-castings, often called pot metal or Mazak, were used for many badges, handles and grille surrounds and need specialist treatment once they pit. A good specialist will tell you honestly when a component is beyond economic repair, when a reproduction part is the better option, and when a careful polish of the original plating is the right call for a car with patina worth keeping.",
    ],
    whatItIncludes: [
      "Stripping old chrome, nickel and copper plating back to base metal",
      "Dent removal, straightening and pit filling before plating",
      "Copper-nickel-chrome triple-plating of steel and brass components",
      "Pot-metal (zinc die-cast) repair and replating of badges, handles and mascots",
      "Polishing of stainless steel trim, window frames and wheel trims",
      "Polishing and anodising of aluminium brightwork",
      "Bumper and overrider repair, including straightening and welding of splits",
      "Refitting advice, including new clips, seals and fixings",
    ],
    process: [
      {
        step: "Assessment & Cataloguing",
        description:
          "Each part is inspected, photographed and logged, noting the base metal, existing damage and whether replating, polishing or replacement makes most sense.",
      },
      {
        step: "Stripping & Repair",
        description:
          "Old plating is chemically stripped, then dents, splits and pitting are dealt with by metalwork, welding, brazing or soldering as the base metal allows.",
      },
      {
        step: "Copper Plating & Polishing",
        description:
          "A layer of copper is applied and polished back, often more than once, to fill fine imperfections and create a perfectly smooth base.",
      },
      {
        step: "Nickel & Chrome Plating",
        description:
          "Bright nickel provides depth and corrosion resistance, then a thin chromium layer gives the characteristic blue-white colour and a hard-wearing surface.",
      },
      {
        step: "Inspection & Return",
        description:
          "Parts are checked under good light for pits, burns and thin spots before being wrapped and returned, ready for careful refitting.",
      },
    ],
    benefits: [
      "Restores the factory brightwork that defines a car's period character",
      "Original parts keep their correct shape, markings and fit",
      "Properly triple-plated parts resist corrosion far better than thin flash chrome",
      "Brightwork finished to the same standard as fresh paint and trim",
      "Better presentation at shows, concours events and at sale",
      "Avoids the poor fit of some reproduction bumpers and trim",
    ],
    commonIssues: [
      "Pitting and blistering where corrosion has crept under worn plating",
      "Peeling or flaking chrome from poor previous replating",
      "Pot-metal badges and handles with deep pitting or cracks",
      "Dented or twisted bumpers and overriders from minor knocks",
      "Dull, scratched stainless trim and window frames",
      "Rust staining from water trapped behind bumpers and trim strips",
    ],
    faq: [
      {
        question: "Why does quality rechroming cost more than I expected?",
        answer:
          "Most of the cost is skilled labour rather than plating chemicals. Each part is stripped, repaired and hand-polished at several stages, and a heavily pitted bumper can need many hours of preparation. Cheaper jobs often skimp on the copper stage or the polishing, and the difference usually shows within a few winters.",
      },
      {
        question: "Can pot-metal parts be replated?",
        answer:
          "Often, yes, but it is specialist work. Zinc die-castings react badly to some stripping chemicals and pitting usually goes deeper than it looks, so the part has to be carefully repaired and built up with copper before plating. Badly corroded or cracked castings may be better replaced.",
      },
      {
        question: "Is modern chrome the same colour as the original?",
        answer:
          "Traditional decorative chrome uses hexavalent chromium, which gives the familiar bright blue-white finish. Some platers now use trivalent chromium processes for environmental reasons, and these can look slightly darker or warmer. If an exact match with other parts matters, ask which process the plater uses and see a sample.",
      },
      {
        question: "Should I polish my original chrome rather than replate it?",
        answer:
          "If the plating is sound, with only light staining or fine marks, a careful polish and regular waxing may be all it needs, and it keeps the original finish. Once the plating has lifted or the base metal is pitting through, polishing will not fix it and replating is the long-term answer.",
      },
      {
        question: "How should I look after freshly plated parts?",
        answer:
          "Wash road salt off promptly, dry the parts and apply a good wax or protective polish, particularly before winter storage. Avoid abrasive cleaners, and make sure drain holes behind bumpers are clear so that water is not trapped against the back of the plating.",
      },
    ],
    relatedServices: [
      "paint-and-bodywork",
      "upholstery-and-trim",
      "fabrication-and-welding",
      "restoration-management",
    ],
    averageTimeline: "2-6 weeks",
    averageCost: "£200-£800 per component",
    keyTerms: [
      "Triple-plating",
      "Copper-nickel-chrome",
      "Pot metal",
      "Brightwork",
      "Hexavalent chrome",
      "Anodising",
      "Stainless polishing",
      "Concours",
    ],
  },
  {
    name: "Classic Conversions",
    slug: "classic-conversions",
    title: "Classic Car Conversions",
    description:
      "Electric conversions, engine and gearbox swaps and sympathetic modern upgrades that make a classic car easier to live with and enjoy.",
    introduction: [
      "A classic conversion changes how a car is powered or driven while keeping the looks and character that made you want it in the first place. The work ranges from electric drivetrain conversions and modern engine swaps to five-speed gearboxes, fuel injection, electric power steering, uprated brakes and right-hand-drive conversions of imported cars. Done well, a conversion makes a classic more reliable in modern traffic, more comfortable on long runs and easier to use regularly rather than only on sunny weekends.",
      "Conversions are engineering projects, not bolt-on accessories. Adding power or weight changes the loads on the brakes, suspension, cooling system and body structure, so a competent specialist plans the whole package: mounting points, wiring, weight distribution, braking performance and how the car will handle afterwards. Many popular conversions use established kits and proven components, while more unusual projects need bespoke brackets, adaptor plates and fabrication work.",
      "There are paperwork and value questions to weigh too. Significant changes must be declared to your insurer, changes such as a new engine or fuel type need to be recorded with the DVLA, and a substantially modified car may no longer qualify for the MOT exemption available to vehicles over 40 years old. A reversible conversion, with the original parts kept safely, is often the wisest approach for rarer models.",
    ],
    whatItIncludes: [
      "Electric drivetrain conversions, including motor, battery and charging installation",
      "Modern engine swaps with adaptor plates, mounts and cooling upgrades",
      "Five-speed gearbox and overdrive conversions",
      "Fuel-injection and engine-management conversions",
      "Electric power steering and brake servo installation",
      "Uprated brake, suspension and cooling packages to suit extra power or weight",
      "Left-hand-drive to right-hand-drive conversions",
      "Wiring, instrumentation and documentation for the finished car",
    ],
    process: [
      {
        step: "Consultation & Feasibility",
        description:
          "The specialist discusses how you use the car, your budget and whether the work should be reversible, then checks the car's condition and what is realistically achievable.",
      },
      {
        step: "Design & Specification",
        description:
          "Components, mounting points, weight distribution, braking and cooling requirements are worked out and set down in a written specification and quotation.",
      },
      {
        step: "Strip-Down & Preparation",
        description:
          "Original components are removed, labelled and stored if they are to be kept, and any corrosion or structural repairs are made before new parts go in.",
      },
      {
        step: "Installation & Fabrication",
        description:
          "The new drivetrain or systems are fitted, with bespoke brackets, adaptor plates, wiring and pipework made wherever a kit does not cover the car.",
      },
      {
        step: "Commissioning & Testing",
        description:
          "Systems are set up and checked for leaks, faults and correct operation, then the car is road tested and adjusted over a shakedown period.",
      },
      {
        step: "Paperwork & Handover",
        description:
          "You receive documentation of the work, guidance on DVLA and insurance notifications, and advice on servicing the new components.",
      },
    ],
    benefits: [
      "Easier starting and greater reliability for regular use",
      "Relaxed motorway cruising with taller gearing or modern power",
      "Braking and steering better suited to modern traffic",
      "Zero tailpipe emissions with an electric conversion",
      "Keeps in use a car that might otherwise sit in a garage",
      "Reversible options that protect originality and future value",
    ],
    commonIssues: [
      "Original engine or gearbox worn out or costly to rebuild",
      "Overheating in traffic, particularly after a more powerful engine swap",
      "Heavy unassisted steering and weak brakes in modern traffic",
      "Poor previous conversions with unsafe wiring or brackets",
      "High engine revs at motorway speeds on a four-speed gearbox without overdrive",
      "Scarce parts for rare or low-volume drivetrains",
    ],
    faq: [
      {
        question: "Will a conversion affect my car's value?",
        answer:
          "It depends on the car and the quality of the work. For rare, matching-numbers or historically important cars, major non-original changes can reduce value to collectors, which is why many owners keep the original parts. For more common models, a well-engineered and well-documented conversion can appeal to buyers who want to drive their car.",
      },
      {
        question: "Does a converted car still qualify for MOT exemption?",
        answer:
          "Vehicles over 40 years old can be exempt from the MOT, but only if they have not been substantially changed. Alterations to the engine, chassis, suspension or axles can affect that status, and so can an electric drivetrain. Ask your specialist to explain the current DVSA guidance for your plans, and keep the car roadworthy whatever its status.",
      },
      {
        question: "What do I need to tell the DVLA and my insurer?",
        answer:
          "Tell your insurer about any modification before the car goes back on the road, as undeclared changes can invalidate cover. Changes such as a new engine, a different cylinder capacity or a new fuel type, including electric, should be recorded on the V5C logbook. Your specialist should provide documentation to support both.",
      },
      {
        question: "Can an electric conversion be reversed?",
        answer:
          "Many can, if the work is planned that way from the start. Specialists can design mounts and wiring to use existing mounting points and avoid cutting original structure, and the engine and gearbox can be stored. Say at the outset if reversibility matters to you, as it shapes the design.",
      },
      {
        question: "How long does a conversion take?",
        answer:
          "Most conversions take 3-8 months, depending on the complexity of the work, parts lead times and how much corrosion or repair is found once the car is stripped. Established kit-based conversions are usually quicker than one-off engineering projects.",
      },
    ],
    relatedServices: [
      "engine-rebuilds",
      "electrics-and-wiring",
      "fabrication-and-welding",
      "restoration-management",
    ],
    averageTimeline: "3-8 months",
    averageCost: "£15,000-£80,000",
    keyTerms: [
      "EV conversion",
      "Restomod",
      "Five-speed conversion",
      "Electric power steering",
      "Adaptor plate",
      "Vehicle of Historic Interest",
      "Reversible modification",
      "V5C",
    ],
  },
  {
    name: "Diagnostics & Inspection",
    slug: "diagnostics-and-inspection",
    title: "Classic Car Diagnostics & Inspection",
    description:
      "Pre-purchase inspections, fault-finding and condition reports for classic cars, from compression tests to structural checks on a lift.",
    introduction: [
      "A thorough independent inspection is one of the best investments a classic-car buyer can make. Fresh paint, a good polish and a confident seller can hide corroded sills, filler-laden panels, tired engines and previous accident damage. Diagnostics and inspection specialists know where each model rusts and which mechanical faults are common or expensive, and they give you a written report so that you can negotiate on price, plan the work ahead or walk away before committing your money.",
      "The same skills are used to track down faults on cars you already own. Most classics have no electronic fault codes to read, so diagnosis relies on methodical testing: compression and leak-down tests for engine health, cooling-system pressure and combustion-gas tests for head gasket problems, voltage-drop checks for electrical faults, and careful road testing to pin down noises, vibrations and handling problems. Finding the real cause first avoids paying for parts that were never the problem.",
      "Inspections are also worthwhile before a restoration begins, before arranging an agreed-value insurance policy, or when you need an honest view of a car's needs ahead of a sale. A good report separates safety-critical defects from cosmetic ones, ranks the work by priority and records the car's condition with photographs that remain useful for years afterwards. It also gives any restoration specialist you hire a clear starting point for quoting.",
    ],
    whatItIncludes: [
      "Pre-purchase inspections with a written, photographed report",
      "Underside and structural inspection on a lift, covering sills, floors, chassis and mounting points",
      "Paint depth readings to identify filler, resprays and previous repairs",
      "Compression and leak-down testing of the engine",
      "Cooling-system pressure tests and combustion-gas (block) tests",
      "Electrical fault-finding, including voltage-drop and charging-system checks",
      "Checking chassis, engine and body numbers against the V5C and any heritage records",
      "Road test covering engine, gearbox, brakes, steering and suspension",
    ],
    process: [
      {
        step: "Brief & Background",
        description:
          "You explain whether the inspection is for a purchase, a fault or a restoration plan, and share any history, invoices or advert details.",
      },
      {
        step: "Static Inspection",
        description:
          "Bodywork, panel gaps, paint, trim and interior are checked, with paint depth readings and notes on any evidence of past repairs.",
      },
      {
        step: "Underside & Structure",
        description:
          "With the car on a lift, the specialist examines floors, sills, chassis rails, suspension mounts, brake pipes and exhaust, probing any suspect areas.",
      },
      {
        step: "Mechanical Testing",
        description:
          "Compression, leak-down, cooling-system and electrical tests are carried out as appropriate, along with checks of fluid condition and leaks.",
      },
      {
        step: "Road Test",
        description:
          "The car is driven from cold to normal temperature to assess starting, oil pressure, clutch, gearbox, brakes, steering and any noises.",
      },
      {
        step: "Report & Advice",
        description:
          "You receive a written report with photographs, faults ranked by urgency and, where useful, an outline of the work needed to put them right.",
      },
    ],
    benefits: [
      "An independent view before you commit to a purchase",
      "Evidence to support price negotiation",
      "Faults diagnosed accurately rather than by trial and error",
      "A clear, prioritised plan for repairs or restoration",
      "A photographic record of the car's condition at a point in time",
      "Early warning of structural corrosion and safety-critical defects",
    ],
    commonIssues: [
      "Hidden corrosion in sills, floors and chassis rails under fresh underseal",
      "Body filler and poor repairs concealed by a recent respray",
      "Low or uneven compression from worn rings, burnt valves or a failing head gasket",
      "Overheating and coolant loss from head gasket or radiator problems",
      "Intermittent electrical faults caused by poor earths and corroded connectors",
      "Identity discrepancies between the car and its V5C",
    ],
    faq: [
      {
        question: "How long does an inspection take?",
        answer:
          "A pre-purchase inspection is often completed within a day, while more involved diagnostic work can take 1-3 days depending on how easily a fault can be reproduced. Some specialists will travel to inspect a car at the seller's premises, but a workshop lift allows a far more thorough underside check.",
      },
      {
        question: "Will the inspector value the car?",
        answer:
          "Some specialists provide valuations for insurance or sale purposes, while others report on condition only. If you need an agreed-value figure for an insurer, ask in advance whether the report will include one and check that your insurer will accept it.",
      },
      {
        question: "What is the difference between a compression test and a leak-down test?",
        answer:
          "A compression test measures the pressure each cylinder builds as the engine is cranked, showing whether the cylinders are healthy and even. A leak-down test pressurises each cylinder at top dead centre and measures how much air escapes, and where it escapes, helping to pinpoint whether rings, valves or the head gasket are at fault.",
      },
      {
        question: "Is an MOT-exempt car worth inspecting?",
        answer:
          "Yes. Vehicles over 40 years old can be exempt from the annual MOT, but the owner is still legally responsible for keeping them roadworthy. Many owners of exempt cars choose a voluntary MOT or an annual inspection by a specialist for peace of mind.",
      },
      {
        question: "Can a specialist check a car's originality?",
        answer:
          "Many can check chassis, engine and body numbers, specification details and period-correct components, comparing them with factory records or a heritage certificate where one is available. For high-value cars, a marque expert's opinion on originality can matter as much as the mechanical report.",
      },
    ],
    relatedServices: [
      "mechanical-repairs",
      "electrics-and-wiring",
      "engine-rebuilds",
      "restoration-management",
    ],
    averageTimeline: "1-3 days",
    averageCost: "£200-£800",
    keyTerms: [
      "Pre-purchase inspection",
      "Compression test",
      "Leak-down test",
      "Paint depth gauge",
      "Block test",
      "Matching numbers",
      "Heritage certificate",
      "Voluntary MOT",
    ],
  },
  {
    name: "Electrics & Wiring",
    slug: "electrics-and-wiring",
    title: "Classic Car Electrics & Wiring",
    description:
      "Rewiring, fault-finding and electrical upgrades for classic cars, from new original-pattern looms to alternator, ignition and earth conversions.",
    introduction: [
      "Electrical problems are among the most frustrating faults on a classic car. Decades of heat, vibration, oil and amateur repairs take their toll on cloth-braided looms, bullet connectors, fuse boxes and earth straps, leading to dim lights, flickering gauges, intermittent starting problems and, in the worst cases, fires. Auto-electrical specialists who understand period systems trace faults methodically, repair or replace wiring correctly and make sure every circuit is properly protected.",
      "Many British classics use Lucas components, including dynamos with separate control boxes, contact-breaker ignition and Smiths instruments, and many older cars are wired positive earth. A specialist can restore these systems to factory specification for originality, or make sensible upgrades: an alternator in place of the dynamo, electronic ignition in place of points, relays for the headlamps, extra fusing, or a conversion from positive to negative earth to suit modern accessories.",
      "For a full restoration, a new loom made to the original pattern, with correct colour codes and connectors, is usually the best solution. A specialist fits it carefully, routing and clipping each run so that it is protected from chafing and heat, then tests every circuit before the car goes back on the road. The result is a car you can drive at night or in the rain with confidence.",
    ],
    whatItIncludes: [
      "Fault-finding on lighting, charging, starting, ignition and instrument circuits",
      "Supply and fitting of complete replacement looms and sub-harnesses",
      "Dynamo and control box overhaul, or alternator conversion",
      "Positive to negative earth conversion",
      "Electronic ignition and ignition system overhaul",
      "Starter motor, wiper motor and electric fuel pump repair",
      "Additional fusing, relays and battery isolator switches",
      "Instrument, gauge and voltage stabiliser repair",
    ],
    process: [
      {
        step: "Assessment & Testing",
        description:
          "The system is inspected and tested with a meter, including voltage-drop checks across earths and connections, to find faults and judge the loom's condition.",
      },
      {
        step: "Options & Quotation",
        description:
          "You are offered choices from targeted repairs to a full new loom, with a clear explanation of original-specification and upgrade routes.",
      },
      {
        step: "Removal & Documentation",
        description:
          "Where rewiring is needed, the old loom is photographed and labelled before removal so that routing, connections and any factory quirks are recorded.",
      },
      {
        step: "Installation & Repair",
        description:
          "New wiring, connectors, earths and components are fitted, with runs secured away from exhausts, sharp edges and moving parts.",
      },
      {
        step: "Circuit Testing & Handover",
        description:
          "Each circuit is tested, charging output and ignition checked, and the car road tested before it is returned with notes on any upgrades made.",
      },
    ],
    benefits: [
      "Lower fire risk from chafed, overloaded or poorly repaired wiring",
      "Reliable starting, charging and lighting",
      "Brighter, safer lights for night driving",
      "Accurate gauges and instruments",
      "Capacity for modern accessories such as phone chargers or electric cooling fans",
      "Correct original-specification wiring for concours presentation",
    ],
    commonIssues: [
      "Poor earths causing dim lights, slow cranking and erratic gauges",
      "Brittle, chafed or melted wiring from age and previous bodges",
      "No charge from a worn dynamo or faulty control box",
      "Burnt or pitted contact-breaker points and a weak spark",
      "Corroded bullet connectors and fuse box terminals",
      "Fuel and temperature gauge errors from a failed voltage stabiliser",
    ],
    faq: [
      {
        question: "What is positive earth, and should I convert?",
        answer:
          "Positive earth means the battery's positive terminal is connected to the car's body, as on many British cars until the late 1960s. It works perfectly well, but most modern accessories and some electronic ignition units need negative earth. Conversion involves reversing the battery connections, repolarising the dynamo or fitting an alternator, and checking polarity-sensitive items such as the coil, ammeter and radio.",
      },
      {
        question: "Is an alternator conversion worth it?",
        answer:
          "If you drive at night, in traffic or with extra loads such as an electric cooling fan, an alternator gives much better output at low engine speeds than a dynamo. Some alternators are made to look like the original dynamo for owners who want to keep a period appearance. For lightly used cars in original condition, a well-maintained dynamo is often enough.",
      },
      {
        question: "Do I need a completely new wiring loom?",
        answer:
          "Not always. If the original loom is sound with only localised damage, repairing the affected sections can be sensible. If the insulation is brittle, there have been many amateur repairs or the car is having a full restoration, a new loom to the original pattern is usually safer and often cheaper in labour than chasing faults.",
      },
      {
        question: "Should I fit a battery isolator?",
        answer:
          "A battery isolator switch is a simple, inexpensive way to reduce fire risk and prevent the battery draining while the car is stored. A specialist can fit one discreetly. For long periods of storage, pairing it with a battery conditioner helps keep the battery healthy.",
      },
      {
        question: "Is electronic ignition reliable?",
        answer:
          "A good-quality electronic ignition removes the need to adjust and replace contact-breaker points and gives a more consistent spark. Some owners carry a spare set of points and a condenser on long trips in case a unit fails, which is a reasonable precaution. Make sure the unit suits your car's earth polarity and coil.",
      },
    ],
    relatedServices: [
      "diagnostics-and-inspection",
      "mechanical-repairs",
      "classic-conversions",
      "restoration-management",
    ],
    averageTimeline: "1-4 weeks",
    averageCost: "£500-£4,000",
    keyTerms: [
      "Lucas electrics",
      "Positive earth",
      "Wiring loom",
      "Dynamo",
      "Control box",
      "Alternator conversion",
      "Electronic ignition",
      "Voltage-drop test",
    ],
  },
  {
    name: "Engine Rebuilds",
    slug: "engine-rebuilds",
    title: "Classic Car Engine Rebuilds",
    description:
      "Full and top-end engine rebuilds for classic cars, including reboring, crank grinding, cylinder head work and unleaded fuel conversions.",
    introduction: [
      "An engine rebuild brings a tired classic engine back to sound, reliable health. Classic engines were built to looser tolerances and with less durable materials than modern units, and years of short journeys, infrequent oil changes and long storage all take their toll. Signs that a rebuild is due include blue smoke, heavy oil consumption, low oil pressure when hot, knocking from the bottom end and low or uneven compression across the cylinders.",
      "A proper rebuild starts with a full strip-down and measurement of every wearing part. Machining may include reboring the cylinders to take oversize pistons, regrinding the crankshaft to suit undersize bearing shells, line boring the main bearing housings, skimming the cylinder head and block faces, and fitting new valve guides and hardened valve seats. Key components are crack tested, and the rotating assembly can be balanced for smoother running.",
      "Many owners use a rebuild to make sensible improvements that do not change the engine's character: hardened seats for unleaded petrol, modern oil seals, an uprated oil pump or a spin-on oil filter conversion. A specialist who knows your engine will understand its weak points and which parts are worth upgrading during the build, and will advise on running in the engine once it is back in the car.",
    ],
    whatItIncludes: [
      "Complete strip-down, cleaning and measurement of all components",
      "Cylinder reboring or honing with new pistons and rings",
      "Crankshaft regrinding with new main and big-end bearings and thrust washers",
      "Line boring of main bearing housings where needed",
      "Cylinder head overhaul with new guides, valves, springs and hardened seats",
      "Crack testing of block, head and crankshaft",
      "Balancing of crankshaft, flywheel, clutch and connecting rods",
      "Reassembly to correct clearances and torque settings, with test running",
    ],
    process: [
      {
        step: "Assessment & Strip-Down",
        description:
          "The engine is tested where possible, removed and fully dismantled, with every part cleaned, labelled and kept together.",
      },
      {
        step: "Measurement & Crack Testing",
        description:
          "Bores, crankshaft journals, camshaft, valve gear and bearing housings are measured against factory limits, and key castings and forgings are crack tested.",
      },
      {
        step: "Machining",
        description:
          "Cylinders are rebored or honed, the crankshaft ground, faces skimmed and valve seats cut as required, with components balanced if specified.",
      },
      {
        step: "Parts Sourcing",
        description:
          "Pistons, bearings, gaskets, valves and other parts are sourced to suit the machined sizes, choosing proven quality over the cheapest option.",
      },
      {
        step: "Assembly",
        description:
          "The engine is built in a clean environment, with clearances, crankshaft end float and torque settings checked and recorded at each stage.",
      },
      {
        step: "Testing & Running In",
        description:
          "The engine is primed with oil, started, checked for leaks and correct pressures and set up, with clear instructions for running in and early oil changes.",
      },
    ],
    benefits: [
      "Restored power, compression and smooth running",
      "Healthy oil pressure and reduced oil consumption",
      "Confidence on long journeys and in modern traffic",
      "Protection against valve seat recession on unleaded fuel",
      "A documented rebuild that supports the car's value",
      "A chance to address known weaknesses of the engine type",
    ],
    commonIssues: [
      "Worn bores and piston rings causing low compression",
      "Soft valve seats receding on unleaded fuel",
      "Blue smoke from worn valve stem seals and guides",
      "Crankshaft thrust washer wear and excessive end float",
      "Low oil pressure from worn bearings or a tired oil pump",
      "Overheating from silted waterways and corroded core plugs",
    ],
    faq: [
      {
        question: "How do I know if my engine needs a rebuild?",
        answer:
          "Blue smoke, rising oil consumption, low oil pressure when warm, knocking or rumbling from the bottom end and poor compression are the usual signs. A compression or leak-down test, plus an oil pressure check with a reliable gauge, will show whether a full rebuild is needed or a top-end overhaul would be enough.",
      },
      {
        question: "Do I need hardened valve seats for unleaded fuel?",
        answer:
          "Engines designed for leaded petrol can suffer valve seat recession on unleaded, particularly at the exhaust valves under sustained high load. Fitting hardened seat inserts during a head overhaul is the permanent fix, while lead-replacement additives are an alternative for gently used cars. Aluminium cylinder heads already use separate seat inserts, so the risk varies by engine and is worth discussing with a specialist.",
      },
      {
        question: "What is the difference between a full rebuild and a top-end overhaul?",
        answer:
          "A top-end overhaul covers the cylinder head, valves, guides, seats and gaskets, and suits engines with a healthy bottom end and good compression. A full rebuild also covers the block, bores, pistons, crankshaft, bearings, oil pump and timing gear. The right choice depends on measured wear rather than mileage alone.",
      },
      {
        question: "How should I run in a rebuilt engine?",
        answer:
          "Follow your engine builder's instructions, which typically involve varying engine speed, avoiding full throttle and sustained high revs, and an early oil and filter change. Depending on the head gasket used, the builder may also ask to recheck cylinder head torque and valve clearances after the first few hundred miles.",
      },
      {
        question: "What oil should a rebuilt classic engine use?",
        answer:
          "Many classic engines suit a mineral or semi-synthetic classic oil with adequate zinc (ZDDP) content to protect flat-tappet camshafts, rather than a modern thin synthetic. Your engine builder will recommend a grade for running in and for long-term use.",
      },
    ],
    relatedServices: [
      "mechanical-repairs",
      "diagnostics-and-inspection",
      "classic-conversions",
      "restoration-management",
    ],
    averageTimeline: "6-12 weeks",
    averageCost: "£3,000-£15,000",
    keyTerms: [
      "Rebore",
      "Crank regrind",
      "Line boring",
      "Hardened valve seats",
      "Unleaded conversion",
      "Crack testing",
      "Balancing",
      "Running in",
    ],
  },
  {
    name: "Fabrication & Welding",
    slug: "fabrication-and-welding",
    title: "Classic Car Fabrication & Welding",
    description:
      "Rust repair, panel fabrication and structural welding for classic cars, from sills and floor pans to chassis rails and hand-formed panels.",
    introduction: [
      "Corrosion is the biggest enemy of most classic cars, and sound metalwork is the foundation of any lasting restoration. Fabrication and welding specialists cut out rot and replace it with new metal, whether that means fitting repair sections for sills, floors and wheel arches or hand-forming panels where nothing suitable is available. On monocoque cars the sills, floors and inner panels carry much of the car's strength, so correct repair is a safety matter as well as a cosmetic one.",
      "Skilled metalworkers use a range of techniques. MIG welding is the everyday choice for steel repairs, TIG welding gives fine control on thin steel, aluminium and visible seams, and oxy-acetylene gas welding is still valued for traditional panel work. Panels are shaped with an English wheel, planishing hammers, shrinkers and stretchers, and repairs can be butt-welded and dressed so they are invisible under paint. Lead loading is still used to finish joints where originality matters.",
      "Where structural work is extensive, the bodyshell should be braced or mounted on a jig so that door gaps, suspension mounting points and overall alignment are maintained. A good specialist checks dimensions against factory data, protects finished repairs with weld-through primer, seam sealer and cavity wax, and photographs the work so that you have a record of what was done beneath the paint.",
    ],
    whatItIncludes: [
      "Sill, floor pan, wheel arch and valance replacement",
      "Chassis rail, outrigger and crossmember repair",
      "Hand-formed panels and repair sections where none are available",
      "MIG, TIG and gas welding of steel and aluminium",
      "Jig work and dimensional checks for structural repairs",
      "Lead loading and metal finishing ready for paint",
      "Seam sealing, cavity wax and underbody protection",
    ],
    process: [
      {
        step: "Inspection & Stripping",
        description:
          "The car is inspected and paint and underseal are removed where needed, by media blasting or chemical stripping, to reveal the true extent of corrosion.",
      },
      {
        step: "Bracing & Measurement",
        description:
          "The shell is braced or mounted on a jig and key dimensions are recorded before any structural metal is cut out.",
      },
      {
        step: "Cutting Out Corrosion",
        description:
          "Rotten metal is cut back to sound steel in stages, keeping the structure supported and aligned throughout.",
      },
      {
        step: "Fabrication & Fitting",
        description:
          "New panels and repair sections are formed, trial fitted and adjusted until gaps, swages and contours are correct.",
      },
      {
        step: "Welding & Finishing",
        description:
          "Panels are welded in, seams dressed and, where appropriate, lead loaded so that the repair is ready for paint.",
      },
      {
        step: "Protection & Record",
        description:
          "Repairs are primed, seam sealed and treated with cavity wax, and a photographic record of the work is handed over.",
      },
    ],
    benefits: [
      "Restores the structural strength and safety of the car",
      "Stops corrosion spreading from hidden areas",
      "Correct panel gaps and alignment for doors, bonnet and boot lid",
      "A sound base for paint that will last",
      "Original panel shapes and factory details preserved",
      "Structural repairs to MOT standard, whether or not the car is exempt",
    ],
    commonIssues: [
      "Rotten sills, floors and jacking points",
      "Corroded chassis rails, outriggers and suspension mounting points",
      "Rusted wheel arches, valances and lower door skins",
      "Old bodges with cover sills or plates welded over rotten metal",
      "Corrosion around windscreen and rear window apertures",
      "Electrolytic corrosion where aluminium panels meet steel",
    ],
    faq: [
      {
        question: "Is MIG or TIG welding better for classic car repairs?",
        answer:
          "Both have their place. MIG welding is quick and strong for most steel repairs, especially structural work, while TIG gives more control and a neater, easier-to-dress weld on thin or visible panels and is the usual choice for aluminium. The skill of the welder matters more than the process.",
      },
      {
        question: "What is lead loading, and is it better than filler?",
        answer:
          "Lead loading is the traditional method of filling seams and minor imperfections with body solder, shaped while soft and then filed smooth. It bonds to the metal and does not absorb moisture, which is why it is preferred on many quality restorations and for originality. A thin skim of modern filler over well-prepared metal is acceptable for final finishing, but it should never hide holes or poor panel fit.",
      },
      {
        question: "Should I use reproduction repair panels or have panels made?",
        answer:
          "Reproduction panels vary in fit and quality. Some are excellent while others need a lot of reshaping, so a specialist's experience of which panels fit your car well is valuable. Where a panel is unavailable or poor, hand fabrication can give a better result.",
      },
      {
        question: "How can I stop new metalwork rusting again?",
        answer:
          "Ask for weld-through primer on joints, seam sealer on exposed seams and cavity wax inside sills, box sections and doors. Keep drain holes clear, avoid storing the car damp, and wash salt off the underside promptly if it is used in winter.",
      },
      {
        question: "Will structural repairs affect my car's MOT exemption?",
        answer:
          "Replacing corroded panels and structure with like-for-like repairs does not usually count as a substantial change. Altering the chassis or monocoque beyond the original design can. Your specialist can explain the current guidance for vehicles of historic interest.",
      },
    ],
    relatedServices: [
      "paint-and-bodywork",
      "restoration-management",
      "diagnostics-and-inspection",
      "classic-conversions",
    ],
    averageTimeline: "2-8 weeks",
    averageCost: "£500-£5,000",
    keyTerms: [
      "MIG welding",
      "TIG welding",
      "Gas welding",
      "Lead loading",
      "English wheel",
      "Repair sections",
      "Chassis jig",
      "Cavity wax",
    ],
  },
  {
    name: "Mechanical Repairs",
    slug: "mechanical-repairs",
    title: "Classic Car Mechanical Repairs",
    description:
      "Servicing, brakes, suspension, steering, cooling and fuel system repairs for classic cars by mechanics who understand period engineering.",
    introduction: [
      "Keeping a classic car running well is mostly a matter of regular, knowledgeable maintenance. Many older cars need attention that modern vehicles do not: grease points on the suspension and steering, carburettor balancing, contact-breaker points and ignition timing, and more frequent oil changes. Most classics benefit from a service every 3,000-5,000 miles or annually, whichever comes first, and a mechanic who understands period engineering will spot small problems before they become expensive ones.",
      "Mechanical repair specialists cover everything from brakes and suspension to the gearbox, clutch, cooling system and fuel supply. That might mean rebuilding brake calipers and wheel cylinders, replacing perished hoses, overhauling lever-arm dampers, setting up twin SU carburettors or tracing an overdrive fault. Many also know the particular systems of individual marques, such as Hydrolastic suspension, trunnion front suspension or swivel-pin front axles.",
      "Parts quality is a recurring concern. Some reproduction components, from brake parts to suspension bushes, do not match the quality of the originals, and a good specialist knows which parts to trust and when to recondition an original instead. Modern fuel adds another complication, because the ethanol in E10 petrol can degrade older fuel hoses and seals, so fuel system checks are an important part of any classic service.",
    ],
    whatItIncludes: [
      "Routine servicing, including oil, filters, greasing, points and timing",
      "Brake overhauls covering calipers, wheel cylinders, master cylinders and pipes",
      "Suspension and steering repairs, from kingpins and trunnions to dampers and bushes",
      "Clutch, gearbox, overdrive and rear axle repairs",
      "Cooling system work, including radiator recoring, water pumps and hoses",
      "Carburettor overhaul, balancing and fuel system renewal",
      "Exhaust system repair and replacement",
      "Preparation for MOT or voluntary MOT testing",
    ],
    process: [
      {
        step: "Booking & Discussion",
        description:
          "You describe the symptoms or the work you want, along with how the car is used and any known history.",
      },
      {
        step: "Inspection & Diagnosis",
        description:
          "The mechanic inspects the relevant systems and road tests the car where it is safe to do so, identifying the underlying cause rather than just the symptom.",
      },
      {
        step: "Estimate & Approval",
        description:
          "You receive an estimate with a clear explanation of what is urgent and what can wait, before any work begins.",
      },
      {
        step: "Repair & Parts Sourcing",
        description:
          "Parts are sourced or original components reconditioned, and the work is carried out to the manufacturer's specifications.",
      },
      {
        step: "Road Test & Handover",
        description:
          "The car is road tested and checked for leaks and correct adjustment, then returned with a record of the work and any advisories.",
      },
    ],
    benefits: [
      "Safer braking, steering and handling",
      "Reliable starting and running",
      "Small faults caught before they cause expensive damage",
      "A documented service history that supports value",
      "Correct parts and period-appropriate techniques",
      "Confidence for touring, rallies and longer journeys",
    ],
    commonIssues: [
      "Seized brake calipers and wheel cylinders after periods of storage",
      "Perished fuel hoses and seals damaged by ethanol in modern petrol",
      "Worn kingpins, trunnions and suspension bushes causing vague steering",
      "Leaking or ineffective lever-arm dampers",
      "Clutch judder, slave cylinder leaks and overdrive faults",
      "Overheating from blocked radiators and tired water pumps",
    ],
    faq: [
      {
        question: "How often should a classic car be serviced?",
        answer:
          "Most classics benefit from a service every 3,000-5,000 miles or annually, whichever comes first, even if the car covers few miles. Oil degrades and absorbs moisture over time, and rubber components, brake fluid and grease points need attention whether or not the car is driven. Your specialist can tailor a schedule to your car and how you use it.",
      },
      {
        question: "Can I use E10 petrol in my classic car?",
        answer:
          "UK government guidance advises owners of classic and cherished vehicles to use E5 super unleaded rather than E10. Ethanol can attack some older fuel hoses, seals and carburettor parts, and it absorbs water, which can cause corrosion during storage. A specialist can replace vulnerable fuel lines with ethanol-resistant hose.",
      },
      {
        question: "Should I switch to silicone brake fluid?",
        answer:
          "Silicone DOT 5 fluid does not absorb water, which can help cars that stand for long periods, but it must never be mixed with conventional glycol-based fluid. Switching normally means a full system flush or rebuild with new seals. Many specialists prefer to keep conventional DOT 4 fluid and renew it regularly.",
      },
      {
        question: "Is a dual-circuit brake conversion worth doing?",
        answer:
          "Many early classics have single-circuit brakes, where one leak can cause a complete loss of braking. Converting to a dual-circuit system with a tandem master cylinder adds a valuable margin of safety and is a sensible upgrade for cars used regularly in traffic.",
      },
      {
        question: "Do MOT-exempt cars still need checking?",
        answer:
          "Yes. Vehicles over 40 years old can be exempt from the MOT, but the law still requires them to be roadworthy. A regular service together with an annual safety check or voluntary MOT is a sensible way to meet that responsibility.",
      },
    ],
    relatedServices: [
      "diagnostics-and-inspection",
      "engine-rebuilds",
      "electrics-and-wiring",
      "fabrication-and-welding",
    ],
    averageTimeline: "1-6 weeks",
    averageCost: "£300-£3,000",
    keyTerms: [
      "Servicing",
      "SU carburettors",
      "Lever-arm dampers",
      "Kingpins",
      "Dual-circuit brakes",
      "E5 petrol",
      "Overdrive",
      "Voluntary MOT",
    ],
  },
  {
    name: "Paint & Bodywork",
    slug: "paint-and-bodywork",
    title: "Classic Car Paint & Bodywork",
    description:
      "Full and partial resprays, bare-metal refinishing, panel repair and colour matching for classic cars, in 2K or period cellulose finishes.",
    introduction: [
      "Paintwork is the first thing anyone notices about a classic car, and it is where poor workmanship shows most quickly. A durable, high-quality finish depends far more on preparation than on the final coats: sound metal, correct panel alignment, careful filling and many hours of block sanding and priming. Paint and bodywork specialists handle everything from localised repairs and single-panel resprays to full bare-metal restorations, with the body on the car or mounted on a rotisserie.",
      "The choice of paint system matters. Most classics left the factory in cellulose, synthetic enamel or early acrylic, each with its own depth and character. Today most specialists use two-pack (2K) paint, either as a solid colour or as a basecoat under clear lacquer, which is tougher and more resistant to fuel, chemicals and fading. Cellulose can still be supplied for restoring historic vehicles and polishes to a deep, authentic shine, though it needs more care. A good painter will explain the trade-offs for your car.",
      "Colour matching is a skill in itself. Original paint codes are a starting point, but factory shades varied and older paint has aged, so specialists use spray-out cards, colour-matching equipment and experience to get the shade right. After painting, the finish is usually flatted and polished to remove orange peel and dust, giving the smooth, glassy surface expected of a quality restoration.",
    ],
    whatItIncludes: [
      "Full bare-metal resprays, body-on or body-off",
      "Paint stripping by media blasting or chemical methods",
      "Dent removal, panel repair and alignment",
      "Lead loading and skim filling of seams and imperfections",
      "Priming, block sanding and guide coating for straight panels",
      "2K solid, basecoat and clear, or cellulose paint applied in a spray booth",
      "Colour matching to original codes or sample panels",
      "Flatting, cutting and polishing of the finished paint",
    ],
    process: [
      {
        step: "Assessment & Paint Choice",
        description:
          "The body is inspected, paint depth measured and the paint system, colour and level of finish agreed.",
      },
      {
        step: "Stripping & Metal Repair",
        description:
          "Old paint is removed, corrosion treated or cut out and panel damage repaired, often alongside a fabrication specialist.",
      },
      {
        step: "Preparation & Priming",
        description:
          "Panels are primed, filled where needed and block sanded repeatedly with guide coats until they are straight.",
      },
      {
        step: "Painting",
        description:
          "Colour and any clear coat are applied in a clean booth, with shuts, engine bay and underside painted as the job requires.",
      },
      {
        step: "Flatting & Polishing",
        description:
          "Once cured, the paint is wet flatted and machine polished to remove orange peel and dust for a deep, even finish.",
      },
      {
        step: "Reassembly & Inspection",
        description:
          "Trim, brightwork and seals are refitted with care, and the finish is inspected in good light before handover.",
      },
    ],
    benefits: [
      "A durable finish that protects the metal beneath",
      "Correct colour and finish for the car's period",
      "Straight panels and even gaps for a quality appearance",
      "Better presentation for shows and sale",
      "Underlying corrosion found and dealt with properly",
      "A choice between modern durability and period authenticity",
    ],
    commonIssues: [
      "Bubbling and blistering from rust beneath the paint",
      "Cracking, crazing or shrinkage of old filler and paint",
      "Faded, chalky or oxidised paintwork",
      "Poor colour match and overspray from previous resprays",
      "Orange peel, runs and dust from low-quality refinishing",
      "Stone chips and corrosion on front panels and sills",
    ],
    faq: [
      {
        question: "Should I choose 2K or cellulose paint?",
        answer:
          "2K is harder, more resistant to fuel and stone chips, and needs less maintenance, which makes it the usual choice for cars that are driven regularly. Cellulose gives a period-correct finish that many owners prefer for originality and concours, and it is easier to repair locally, but it is softer and needs more care. Its sale is restricted by solvent-emission rules, though it can still be supplied for restoring historic vehicles.",
      },
      {
        question: "Does a respray need to go back to bare metal?",
        answer:
          "Not always. If the existing paint is sound and well adhered, a specialist may prepare it and paint over it. If there are several old layers, cracking, bubbling or hidden corrosion, stripping to bare metal is the only way to get a lasting result and see what lies beneath.",
      },
      {
        question: "Should the engine bay and door shuts be painted too?",
        answer:
          "For a colour change or a full restoration, yes, because unpainted shuts and engine bays give a respray away immediately. For a same-colour respray on a sound car, the shuts may only need refreshing. Agree the scope clearly before work starts, as it has a big effect on cost.",
      },
      {
        question: "Why does a quality respray take so long?",
        answer:
          "Most of the time goes into stripping, metal repair and preparation, and each coat of primer and filler must cure before it is blocked. Rushed preparation leads to shrinkage, sink marks and flaws that appear months later. Typical projects take 6-16 weeks, depending on how much metalwork is found.",
      },
      {
        question: "How should I care for new paint?",
        answer:
          "Follow your painter's advice on curing time before waxing or machine polishing. Wash by hand with a pH-neutral shampoo, dry with soft microfibre cloths and avoid automatic car washes. Store the car somewhere dry and ventilated, ideally under a breathable cover.",
      },
    ],
    relatedServices: [
      "fabrication-and-welding",
      "chrome-and-polishing",
      "upholstery-and-trim",
      "restoration-management",
    ],
    averageTimeline: "6-16 weeks",
    averageCost: "£5,000-£25,000",
    keyTerms: [
      "2K paint",
      "Cellulose",
      "Bare-metal respray",
      "Lead loading",
      "Guide coat",
      "Flatting and polishing",
      "Colour matching",
      "Rotisserie",
    ],
  },
  {
    name: "Restoration Management",
    slug: "restoration-management",
    title: "Classic Car Restoration Management",
    description:
      "Independent project management for classic car restorations: planning, budgeting, coordinating specialists and documenting every stage.",
    introduction: [
      "A full restoration involves many trades working in the right order: stripping, metalwork, paint, mechanical rebuilds, electrics, chrome and trim. Full restorations commonly take 12-24 months, and without careful coordination projects can stall, budgets can drift and parts can go missing between workshops. A restoration manager takes responsibility for planning and running the project on the owner's behalf, acting as a single point of contact and making sure each specialist has what they need when they need it.",
      "The role usually starts with an assessment of the car and a clear plan: the standard you want, whether the aim is originality, concours or a usable driver, and what a realistic budget and timeline look like. From there the manager selects and briefs specialists, sources parts, checks work at key stages, approves invoices and keeps you informed with regular updates and photographs. Fees are typically 10-20% of the total project cost, depending on the scope of involvement.",
      "Good management also produces a valuable archive. A well-documented restoration, with photographs of the bare shell, records of parts and suppliers and invoices for every stage, supports the car's value, reassures future buyers and helps when arranging agreed-value insurance. For owners who live far from the workshops involved, or who lack the time to oversee a long project, a manager can make the difference between a finished car and an abandoned one.",
    ],
    whatItIncludes: [
      "Initial assessment of the car and definition of restoration goals",
      "Detailed specification, budget and schedule",
      "Selection and briefing of specialist workshops",
      "Parts sourcing, cataloguing and secure storage",
      "Regular workshop visits and quality checks at key stages",
      "Invoice checking and cost tracking against budget",
      "Photographic and written documentation of the whole project",
      "Final inspection, shakedown and handover",
    ],
    process: [
      {
        step: "Assessment & Goals",
        description:
          "The manager inspects the car, discusses how you intend to use it and agrees the target standard, from reliable driver to concours.",
      },
      {
        step: "Plan & Budget",
        description:
          "A specification, schedule and budget with contingency are prepared, and the sequence of trades is worked out.",
      },
      {
        step: "Specialist Selection",
        description:
          "Suitable workshops are chosen for each stage, quotations obtained and responsibilities agreed in writing.",
      },
      {
        step: "Project Oversight",
        description:
          "Work is monitored through regular visits, with parts sourcing, transport between workshops and problem-solving handled as they arise.",
      },
      {
        step: "Reporting & Cost Control",
        description:
          "You receive regular progress reports with photographs, and spending is tracked against the budget, with changes agreed before they are made.",
      },
      {
        step: "Completion & Handover",
        description:
          "The finished car is inspected, shaken down and snagged, then handed over with a complete archive of the restoration.",
      },
    ],
    benefits: [
      "A single point of contact for a complex project",
      "Better control of budget and timeline",
      "Independent quality checks at each stage",
      "The right specialist for each part of the work",
      "A documented history that supports value and insurance",
      "Less stress for owners who are short of time or far from the workshops",
    ],
    commonIssues: [
      "Stalled projects where the car has sat untouched for months",
      "Budgets overrun by unplanned work and a poor initial assessment",
      "Parts lost or mixed up between workshops",
      "Work done in the wrong order, such as paint before metalwork is finished",
      "Poor communication between trades causing fit and finish problems",
      "Incomplete records from earlier restorations",
    ],
    faq: [
      {
        question: "How is a restoration manager paid?",
        answer:
          "Fees are typically 10-20% of the total project cost, depending on how involved the manager is and how complex the project is. Some managers work on a fixed fee or an hourly rate for defined stages. Make sure the fee structure and what it covers are agreed in writing at the start.",
      },
      {
        question: "How long does a managed restoration take?",
        answer:
          "Managed projects typically run for 6-18 months, depending on scope. A full bare-shell restoration with extensive metalwork commonly takes 12-24 months, while a programme limited to mechanical rebuilds may take 3-6 months. A good manager will give you a realistic schedule and update it as the work progresses.",
      },
      {
        question: "Can a manager take over a stalled project?",
        answer:
          "Yes, and it is a common reason owners look for help. The manager will assess what has been done, catalogue the parts, check the quality of existing work and draw up a realistic plan to finish the car. Expect some earlier work to need revisiting if it was not done to the right standard.",
      },
      {
        question: "How do I keep the budget under control?",
        answer:
          "Agree a detailed specification and a contingency allowance at the outset, because hidden corrosion and worn parts are almost always found once a car is stripped. Ask for any change to be approved before it is carried out, and for regular cost reports against the budget.",
      },
      {
        question: "Is management worth it for a less valuable car?",
        answer:
          "It depends on the scope. For a straightforward mechanical refresh, dealing directly with one good workshop may be enough. Management earns its fee on multi-trade projects, where coordination, quality control and documentation prevent expensive mistakes.",
      },
    ],
    relatedServices: [
      "diagnostics-and-inspection",
      "fabrication-and-welding",
      "paint-and-bodywork",
      "engine-rebuilds",
    ],
    averageTimeline: "6-18 months",
    averageCost: "10-20% of total project cost",
    keyTerms: [
      "Project management",
      "Bare-shell restoration",
      "Budget contingency",
      "Specification",
      "Photographic record",
      "Agreed value",
      "Concours",
      "Shakedown",
    ],
  },
  {
    name: "Upholstery & Trim",
    slug: "upholstery-and-trim",
    title: "Classic Car Upholstery & Trim",
    description:
      "Leather and cloth upholstery, carpets, headlinings, door cards and hoods for classic cars, retrimmed to original patterns or your own choice.",
    introduction: [
      "A classic car's interior is where you spend your time, and worn, split or faded trim spoils the experience however good the paint and mechanics are. Upholstery and trim specialists retrim seats, door cards, headlinings, carpets and hoods, either to the original factory pattern or to a specification of your choice. Most interior restorations take 4-12 weeks, depending on how much is being renewed and whether materials have to be sourced or matched.",
      "Original materials vary widely by period and marque. Luxury and sporting cars often used fine, traditionally finished hides of the Connolly-style kind, while many everyday cars used vinyl such as Ambla, or woven cloths like Bedford cord. Earlier seats were often built on springs, webbing and horsehair or rubberised hair pads rather than moulded foam. A skilled trimmer matches grain, colour and stitching, including piping, pleats and fluting, and rebuilds the seat structure properly before covering it.",
      "Trim work goes beyond seats. Specialists fit headlinings, whether stretched over bows or board-backed, make and fit carpets with correct binding and heel mats, and replace door seals, window channels and cappings. For open cars, a new hood in mohair, double duck or vinyl needs careful fitting to the frame for a tight, weatherproof result. Wooden dashboards and door cappings can often be refinished alongside the trim.",
    ],
    whatItIncludes: [
      "Seat retrimming in leather, vinyl or cloth to original patterns",
      "Seat frame, spring, webbing and padding repair",
      "Headlining replacement, including bow-type and board linings",
      "Carpet sets with correct binding, underlay and heel mats",
      "Door cards, kick panels and rear quarter trims",
      "Hoods, tonneau covers and hood frame repair",
      "Leather cleaning, recolouring and feeding",
      "Door seals, window channels and interior brightwork fitting",
    ],
    process: [
      {
        step: "Consultation & Samples",
        description:
          "The specialist discusses originality versus personal preference, shows material samples and checks the original patterns and colours.",
      },
      {
        step: "Strip & Pattern",
        description:
          "Old trim is carefully removed, photographed and used as a pattern, with hidden labels, fixings and details recorded.",
      },
      {
        step: "Frame & Foundation Repair",
        description:
          "Seat frames, springs, webbing and padding are repaired or renewed so that the finished seat has the right shape and support.",
      },
      {
        step: "Cutting & Sewing",
        description:
          "Materials are cut and sewn with the correct piping, pleats, stitching and panel layout to match the chosen pattern.",
      },
      {
        step: "Fitting & Finishing",
        description:
          "Covers, headlining, carpets and panels are fitted in sequence, with final adjustments for a tight, crease-free finish.",
      },
    ],
    benefits: [
      "A comfortable, well-supported driving position",
      "The original look, feel and smell restored with correct materials",
      "Sound carpets and seals that help keep damp off the floor",
      "A more pleasant car to drive and travel in",
      "Better presentation for shows and sale",
      "A weatherproof hood that keeps the rain out",
    ],
    commonIssues: [
      "Split, cracked or faded leather seat facings",
      "Collapsed seat springs and perished foam or hair padding",
      "Sagging or stained headlinings",
      "Worn, damp or mouldy carpets hiding floor corrosion",
      "Shrunken, torn or leaking hoods and crazed rear windows",
      "Warped door cards from water getting past perished seals",
    ],
    faq: [
      {
        question: "Can my original leather be saved?",
        answer:
          "Often, yes. Leather that is dry, scuffed or faded but not split can usually be cleaned, fed and recoloured, keeping the patina and originality. Panels with splits or heavy wear can be replaced individually with matched hide, leaving the rest of the seat original.",
      },
      {
        question: "What is Connolly-style leather?",
        answer:
          "The term describes the soft, traditionally tanned and finished hides long associated with British luxury and sporting cars, with a characteristic grain, sheen and smell. Several tanneries supply hides in this style today. A trimmer can show you samples to match your car's original finish.",
      },
      {
        question: "How long does an interior restoration take?",
        answer:
          "Most interior restorations take 4-12 weeks. A single seat or a hood can be quicker, while a full interior with frame repairs, carpets, headlining and door cards sits at the longer end. Lead times for specialist materials can also affect timing.",
      },
      {
        question: "Should the interior be done before or after paint?",
        answer:
          "After. Trim should go in once paint, metalwork, wiring and sound deadening are finished, so that it is not damaged or removed again. A good trimmer will also check that the floors are sound and dry before fitting new carpets.",
      },
      {
        question: "Are hoods made to measure?",
        answer:
          "Ready-made hoods are available for many popular cars, but they still need skilled fitting to the frame to sit tightly. For rarer cars, or where the frame has been repaired, a hood may be made to measure. Mohair and double duck give a traditional look, while vinyl is period-correct for many less expensive models.",
      },
    ],
    relatedServices: [
      "paint-and-bodywork",
      "chrome-and-polishing",
      "restoration-management",
    ],
    averageTimeline: "4-12 weeks",
    averageCost: "£2,000-£8,000",
    keyTerms: [
      "Connolly-style leather",
      "Ambla vinyl",
      "Bedford cord",
      "Headlining",
      "Mohair hood",
      "Piping",
      "Horsehair padding",
      "Door cards",
    ],
  },
];
