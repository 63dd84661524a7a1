/**
 * A word-level difference of two texts, for the admin's before/after of a listing's long text
 * (decision 0022): runs of kept, removed and added words, whitespace kept with the word before it.
 * The longest common subsequence of the words; past MAX_CELLS (two texts of thousands of words)
 * it gives up and says everything was replaced, which the card shows side by side anyway.
 */

export interface DiffPart {
  type: "same" | "removed" | "added";
  text: string;
}

const MAX_CELLS = 4_000_000;

/** Words with the whitespace after each: joined back, they are the text. */
function words(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  const key = (word: string) => word.trimEnd();
  if (a.length * b.length > MAX_CELLS) return merge([{ type: "removed", text: before }, { type: "added", text: after }]);
  // lengths[i][j]: the longest common run of a[i..] and b[j..], in one flat array.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] = key(a[i]!) === key(b[j]!) ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (key(a[i]!) === key(b[j]!)) {
      parts.push({ type: "same", text: b[j]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      parts.push({ type: "removed", text: a[i++]! });
    } else {
      parts.push({ type: "added", text: b[j++]! });
    }
  }
  while (i < a.length) parts.push({ type: "removed", text: a[i++]! });
  while (j < b.length) parts.push({ type: "added", text: b[j++]! });
  return merge(parts);
}

/** Neighbouring parts of one type as one, and nothing empty. */
function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    if (!part.text) continue;
    const last = out.at(-1);
    if (last?.type === part.type) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}
