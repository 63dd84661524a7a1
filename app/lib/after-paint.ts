/**
 * The scripts that hydrate a page wait until it has painted (app/entry.server.tsx withScriptsAfterFirstPaint,
 * docs/architecture.md "Scripts after the first paint"). Here, with nothing to import, so the server, the
 * bench's first-load count and the tests share one spelling of the marker.
 */

/** What React Router's module preloads and module script become until the page has painted: nothing a browser fetches or runs. */
export const AFTER_PAINT = "x-after-first-paint";
/**
 * Started once the page has painted its content: when the browser reports the first contentful paint,
 * the heading font is in and another frame has passed (a tab nobody sees paints nothing, so it starts
 * at once; a browser without paint timing, after 3 s at the latest). Then the preloads are made real and
 * React Router's module script runs as a copy of the inert one (its nonce copied, or allowed by its hash
 * on a page from the page cache, the same text's). The copy goes into <head>, where React's hydration
 * passes over tags it did not render.
 */
export const AFTER_PAINT_BOOT =
  `(()=>{let started=false;const go=()=>{if(started)return;started=true;` +
  `for(const l of document.querySelectorAll('link[rel="${AFTER_PAINT}"]'))l.rel="modulepreload";` +
  `const s=document.querySelector('script[type="${AFTER_PAINT}"]');if(!s)return;const m=document.createElement("script");` +
  `m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.head.append(m)};` +
  `if(document.visibilityState==="hidden")return go();setTimeout(go,3000);` +
  `const painted=()=>document.fonts.ready.then(()=>requestAnimationFrame(()=>setTimeout(go,0)));` +
  `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted()}})` +
  `.observe({type:"paint",buffered:true})}catch{painted()}})()`;

