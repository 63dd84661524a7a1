import { z } from "zod";

// Zod probes `new Function` once to decide whether to compile fast validators; under our
// Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a violation.
// The interpreted validators are plenty fast for forms.
z.config({ jitless: true });

export { z };
