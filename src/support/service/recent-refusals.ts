/**
 * Refused sends per sender within a window, kept in memory (a restart forgets them): a sender whose bodies are
 * refused (malformed, too deep, too large, not a trail) costs the intake's checks and stores nothing, so the
 * stored trails' counts never limit it. At most `maxSenders` senders are remembered; the one seen longest ago
 * is forgotten first, so the memory is bounded whatever a flood of addresses does.
 */
export class RecentRefusals {
  private readonly seen = new Map<string, number[]>()

  constructor(
    private readonly windowMs: number,
    private readonly maxSenders = 10_000,
  ) {}

  /** The refusals of `sender` within the window ending at `now`, and when the earliest of them was. */
  count(sender: string, now: number): { count: number; earliest: number | null } {
    const times = (this.seen.get(sender) ?? []).filter((t) => now - t < this.windowMs)
    if (times.length === 0) this.seen.delete(sender)
    else this.seen.set(sender, times)
    return { count: times.length, earliest: times[0] ?? null }
  }

  add(sender: string, now: number): void {
    const times = this.seen.get(sender) ?? []
    this.seen.delete(sender)
    this.seen.set(sender, [...times.filter((t) => now - t < this.windowMs), now])
    if (this.seen.size > this.maxSenders) {
      const oldest = this.seen.keys().next().value
      if (oldest !== undefined) this.seen.delete(oldest)
    }
  }
}
