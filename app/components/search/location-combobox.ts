/**
 * The location box's suggestions as you type, loaded on its first focus (components/search/location-field.tsx):
 * the WAI-ARIA 1.2 combobox pattern with a listbox popup. Plain DOM on the field React rendered,
 * so none of it is in a page's first load. Up/Down move through the places, Enter picks one and
 * runs the search, Escape closes the list; the count is announced in the field's status region.
 */
const enhanced = new WeakSet<HTMLInputElement>();
const answers = new Map<string, Place[]>();

interface Place {
  label: string;
  value: string;
}

export function enhanceLocationField(input: HTMLInputElement) {
  if (enhanced.has(input)) return;
  enhanced.add(input);
  // The list and the status region sit after the field. A field React replaced (a new search on
  // /results) leaves its old ones behind: they go, so no id is doubled.
  const list = document.createElement("ul");
  const status = document.createElement("span");
  list.id = `${input.id}-places`;
  status.id = `${input.id}-status`;
  document.getElementById(list.id)?.remove();
  document.getElementById(status.id)?.remove();
  list.hidden = true;
  list.className = "absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-lg border border-line bg-white py-1 shadow-[var(--shadow-lift)]";
  status.setAttribute("role", "status");
  status.className = "sr-only";
  input.after(list, status);
  let places: Place[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", list.id);
  // The browser's own autofill list would cover ours.
  input.autocomplete = "off";
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", "Suggested places");

  const optionId = (index: number) => `${list.id}-${index}`;
  const setActive = (index: number) => {
    active = index;
    list.querySelectorAll("li").forEach((option, i) => {
      option.setAttribute("aria-selected", String(i === index));
      option.classList.toggle("bg-racing-50", i === index);
      if (i === index) option.scrollIntoView({ block: "nearest" });
    });
    if (index < 0) input.removeAttribute("aria-activedescendant");
    else input.setAttribute("aria-activedescendant", optionId(index));
  };
  const close = () => {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    setActive(-1);
  };
  const choose = (index: number) => {
    input.value = places[index]!.value;
    close();
    input.form?.requestSubmit();
  };
  const show = (found: Place[]) => {
    places = found;
    list.replaceChildren(
      ...found.map((place, index) => {
        const option = document.createElement("li");
        option.id = optionId(index);
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.className = "cursor-pointer px-4 py-2.5 text-left text-base text-ink hover:bg-racing-50";
        option.textContent = place.label;
        // Keep the focus in the field (the combobox pattern): the click picks the place.
        option.addEventListener("mousedown", (event) => event.preventDefault());
        option.addEventListener("click", () => choose(index));
        return option;
      }),
    );
    active = -1;
    input.removeAttribute("aria-activedescendant");
    const open = found.length > 0 && document.activeElement === input;
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    status.textContent = open ? `${found.length} ${found.length === 1 ? "place" : "places"} suggested. Up and down arrows to choose.` : "";
  };
  const suggest = () => {
    const q = input.value.trim();
    clearTimeout(timer);
    request?.abort();
    if (q.length < 2) return show([]);
    const known = answers.get(q.toLowerCase());
    if (known) return show(known);
    timer = setTimeout(() => {
      request = new AbortController();
      fetch(`/api/places?q=${encodeURIComponent(q)}`, { signal: request.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ places: Place[] }>) : { places: [] }))
        .then(({ places: found }) => {
          answers.set(q.toLowerCase(), found);
          if (input.value.trim() === q) show(found);
        })
        // Offline or aborted: the field stays a plain text box.
        .catch(() => undefined);
    }, 150);
  };

  input.addEventListener("input", suggest);
  input.addEventListener("blur", close);
  input.form?.addEventListener("submit", close);
  input.addEventListener("keydown", (event) => {
    const open = !list.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) {
        if (places.length > 0) show(places);
        else suggest();
        event.preventDefault();
        return;
      }
      event.preventDefault();
      // Past either end the text typed is active again (-1), as in the pattern's examples.
      const next = active + (event.key === "ArrowDown" ? 1 : -1);
      setActive(next < -1 ? places.length - 1 : next >= places.length ? -1 : next);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  });
  // Typed before the file arrived: suggest for it at once.
  if (input.value.trim().length >= 2 && input.value !== input.defaultValue) suggest();
}

// Loaded by a location field's first focus: that field now, and any later one (a new search
// re-renders the /results field) as it gets the focus.
const enhanceIfLocation = (element: EventTarget | null) => {
  if (element instanceof HTMLInputElement && element.name === "location" && element.id) enhanceLocationField(element);
};
enhanceIfLocation(document.activeElement);
document.addEventListener("focusin", (event) => enhanceIfLocation(event.target));
