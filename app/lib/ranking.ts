/**
 * "Best match": the one scoring of every list of specialists (home search, /results, service,
 * make and place pages; issue #25, decision 0023). Four parts, each from 0 to 1, added with
 * fixed weights. A part that a search does not ask about (no keyword, no place) is 0 for every
 * listing, so it never reorders them. Nothing paid or hidden is an input: only what the
 * listing says, where it is, and what the directory has checked or published about it.
 */

export const RANKING_WEIGHTS = {
  /** How well the listing matches the words typed. */
  words: 0.45,
  /** Evidence: published reviews and their rating, checked certifications, approved projects. */
  evidence: 0.25,
  /** Closeness to the searched place. */
  proximity: 0.2,
  /** Approved projects of the chosen make or service: shown work on exactly this. */
  shownWork: 0.1,
} as const;

/** Proximity halves at this distance, and keeps falling smoothly: a decay, not a cliff. */
export const PROXIMITY_HALF_MILES = 25;
/** Reviews count fully from this many on; fewer weigh less (one 5-star review is not five). */
const REVIEWS_FOR_FULL_CONFIDENCE = 10;
/** A rating is shrunk towards the middle (3) as if by this many middling reviews. */
const PRIOR_REVIEWS = 2;
const NEUTRAL_RATING = 3;
/** ts_rank_cd (normalisation 32: rank / (rank + 1)) at which the words part of the cover is full. */
const FULL_TEXT_RANK = 0.5;

export interface RankingSignals {
  /** Only with a keyword: ts_rank_cd of the listing's document for the words, normalised to 0..1. */
  textRank: number | null;
  /**
   * Only with a keyword: the listing names what was typed (the model itself, "E-type"), rather
   * than being found only through the make the model belongs to. True when no model was typed.
   */
  namesTheWords: boolean;
  /** Miles from the searched place (null without a place, or a listing without a position). */
  distanceMiles: number | null;
  reviewCount: number;
  ratingAverage: number | null;
  certification: "none" | "listed" | "checked";
  approvedProjects: number;
  /** Only with a chosen make or service: how many approved projects are of it (null otherwise). */
  projectsOfChoice: number | null;
}

export interface RankingParts {
  words: number;
  evidence: number;
  proximity: number;
  shownWork: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The words part: naming the model typed outweighs any amount of mere text cover. */
function wordsPart(signals: RankingSignals): number {
  if (signals.textRank === null) return 0;
  return (signals.namesTheWords ? 0.6 : 0) + 0.4 * clamp01(signals.textRank / FULL_TEXT_RANK);
}

/**
 * Evidence: the reviews' rating above or below the middle, shrunk towards it when there are few,
 * and weighed by how many there are; a poor record counts against a listing. Certifications an
 * admin has checked count four times those only stated.
 */
function evidencePart(signals: RankingSignals): number {
  const n = signals.reviewCount;
  const rating = signals.ratingAverage ?? NEUTRAL_RATING;
  const shrunk = (rating * n + NEUTRAL_RATING * PRIOR_REVIEWS) / (n + PRIOR_REVIEWS);
  const confidence = Math.min(1, Math.log1p(n) / Math.log1p(REVIEWS_FOR_FULL_CONFIDENCE));
  const reviews = ((shrunk - NEUTRAL_RATING) / 2) * confidence;
  const certification = signals.certification === "checked" ? 1 : signals.certification === "listed" ? 0.25 : 0;
  const projects = Math.min(1, signals.approvedProjects / 3);
  return 0.6 * reviews + 0.25 * certification + 0.15 * projects;
}

function proximityPart(signals: RankingSignals): number {
  if (signals.distanceMiles === null) return 0;
  return 1 / (1 + (signals.distanceMiles / PROXIMITY_HALF_MILES) ** 2);
}

function shownWorkPart(signals: RankingSignals): number {
  return signals.projectsOfChoice === null ? 0 : Math.min(1, signals.projectsOfChoice / 2);
}

export function rankingParts(signals: RankingSignals): RankingParts {
  return { words: wordsPart(signals), evidence: evidencePart(signals), proximity: proximityPart(signals), shownWork: shownWorkPart(signals) };
}

/** A listing's best-match score: higher first. */
export function bestMatchScore(signals: RankingSignals): number {
  const parts = rankingParts(signals);
  return (
    RANKING_WEIGHTS.words * parts.words +
    RANKING_WEIGHTS.evidence * parts.evidence +
    RANKING_WEIGHTS.proximity * parts.proximity +
    RANKING_WEIGHTS.shownWork * parts.shownWork
  );
}
