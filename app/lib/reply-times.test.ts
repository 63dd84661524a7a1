import { describe, expect, it } from "vitest";
import { medianReplyMinutes, replySummary, withinLabel } from "./reply-times";

describe("reply times (#27 item 5)", () => {
  it("says nothing below 3 requests", () => {
    expect(replySummary([])).toBeNull();
    expect(replySummary([30, 60])).toBeNull();
    expect(replySummary([30, 90, 150])).toEqual({ usually: "Usually replies within 2 hours", replied: "Replied to 3 of 3 requests" });
  });

  it("counts an unanswered request as slower than any answer", () => {
    expect(medianReplyMinutes([10, null, null])).toBeNull();
    expect(medianReplyMinutes([10, 20, null])).toBe(20);
    expect(medianReplyMinutes([10, 20, null, null])).toBeNull();
    expect(medianReplyMinutes([10, 30, 50, null])).toBe(40);
    expect(replySummary([10, null, null])).toEqual({ usually: null, replied: "Replied to 1 of 3 requests" });
  });

  it("rounds up, to hours under two days and to days beyond", () => {
    expect(withinLabel(5)).toBe("within an hour");
    expect(withinLabel(61)).toBe("within 2 hours");
    expect(withinLabel(47 * 60)).toBe("within 47 hours");
    expect(withinLabel(48 * 60)).toBe("within 2 days");
    expect(withinLabel(49 * 60)).toBe("within 3 days");
  });
});
