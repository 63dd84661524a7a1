import type { VehicleMakeName } from "~/content/taxonomy";

/**
 * Model names people search for, and the catalogue make each belongs to (decision 0020): a
 * keyword naming one finds the listings that mention it, then the other specialists in its
 * make. Spellings are written as typed: words split on anything but letters and digits, so
 * "E-type", "E type" and "e-TYPE" are one spelling, and "Etype" is listed beside it. Only
 * makes of the catalogue (taxonomy.ts): a model of a make we do not list (an Aston Martin
 * DB5) is searched as an ordinary word. The longest spelling wins, so "Mk2 Escort" is a Ford
 * while "Mk2" alone is the Jaguar.
 */
export interface VehicleModel {
  spellings: readonly string[];
  makes: readonly VehicleMakeName[];
}

export const VEHICLE_MODELS: readonly VehicleModel[] = [
  { spellings: ["E-type", "Etype"], makes: ["Jaguar"] },
  { spellings: ["XK120", "XK140", "XK150", "XK"], makes: ["Jaguar"] },
  { spellings: ["Mk2", "Mark 2", "Mk1 saloon"], makes: ["Jaguar"] },
  { spellings: ["XJ6", "XJ12", "XJS", "XJ-S"], makes: ["Jaguar"] },
  { spellings: ["Mk1 Escort", "Mk2 Escort", "Escort", "RS2000"], makes: ["Ford"] },
  { spellings: ["Capri", "Cortina", "Anglia", "Lotus Cortina"], makes: ["Ford"] },
  { spellings: ["Series I", "Series II", "Series IIA", "Series III", "Series 1", "Series 2", "Series 2a", "Series 3"], makes: ["Land Rover"] },
  { spellings: ["Defender", "Range Rover Classic"], makes: ["Land Rover"] },
  { spellings: ["MGB", "MGB GT", "MGA", "Midget", "MGC", "MG TD", "MG TF"], makes: ["MG"] },
  { spellings: ["Spitfire", "TR6", "TR4", "TR5", "Herald", "Stag", "GT6", "Dolomite", "Vitesse"], makes: ["Triumph"] },
  { spellings: ["Cooper", "Mini Cooper", "Cooper S"], makes: ["Mini", "Austin"] },
  { spellings: ["A35", "A40", "Austin Healey", "Austin-Healey"], makes: ["Austin"] },
  { spellings: ["911", "356", "912", "914"], makes: ["Porsche"] },
  { spellings: ["Beetle", "Type 2", "Camper", "Split screen", "Splitscreen", "Karmann Ghia"], makes: ["Volkswagen"] },
  { spellings: ["2CV", "DS", "Traction Avant"], makes: ["Citroën"] },
  { spellings: ["Spider", "Giulia", "GTV", "Alfetta"], makes: ["Alfa Romeo"] },
  { spellings: ["Pagoda", "280SL", "230SL", "W113", "Fintail"], makes: ["Mercedes-Benz"] },
  { spellings: ["2002", "E30", "E9", "CSL"], makes: ["BMW"] },
  { spellings: ["Dino", "308", "Testarossa"], makes: ["Ferrari"] },
  { spellings: ["Fulvia", "Delta Integrale", "Integrale", "Stratos"], makes: ["Lancia"] },
  { spellings: ["205 GTI", "504"], makes: ["Peugeot"] },
  // A make as people shorten or spell it (issue #25): searched as the make itself, like a model of it.
  { spellings: ["VW", "Vee Dub"], makes: ["Volkswagen"] },
  { spellings: ["Landrover", "Landie"], makes: ["Land Rover"] },
  { spellings: ["Citroen"], makes: ["Citroën"] },
  { spellings: ["Merc", "Mercedes"], makes: ["Mercedes-Benz"] },
];
