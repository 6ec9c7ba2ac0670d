/**
 * The values a component wrote to the page's url and has not yet seen come back. The url follows a
 * field a moment late, and under load several keys can be typed before it catches up: each value it
 * then shows is one of these echoes, older than what the field holds, and must not overwrite it. A value
 * that is not an echo changed by itself (load, Back, a link) and wins.
 */
export class OwnWrites {
  private pending: string[] = [];

  wrote(value: string): void {
    this.pending.push(value);
  }

  /** True for an echo of one of our writes; forgets it and every write before it. */
  isEcho(value: string): boolean {
    const i = this.pending.lastIndexOf(value);
    if (i === -1) return false;
    this.pending.splice(0, i + 1);
    return true;
  }

  /** After a change that came from elsewhere, the echoes still on their way are ignored. */
  forget(): void {
    this.pending = [];
  }
}
