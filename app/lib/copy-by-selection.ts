/**
 * Copies text where the Clipboard API is missing (a page served over plain HTTP from another
 * machine): the selection-based fallback. Loaded only there, so no page carries it first.
 */
export function copyBySelection(text: string) {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}
