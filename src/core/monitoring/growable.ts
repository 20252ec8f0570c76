/**
 * A Float64Array that grows as readings arrive (doubling), so a long log is
 * held in one flat buffer rather than in millions of boxed numbers.
 */
export class GrowableFloat64 {
  private buffer = new Float64Array(1024);
  private size = 0;

  /** Appends a value. */
  push(value: number): void {
    if (this.size === this.buffer.length) {
      const bigger = new Float64Array(this.buffer.length * 2);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    this.buffer[this.size] = value;
    this.size += 1;
  }

  /** A view of the values held (shares the buffer: copy it before pushing more if it must stay). */
  view(): Float64Array {
    return this.buffer.subarray(0, this.size);
  }

  /** A copy of the values held, of exactly their length. */
  copy(): Float64Array {
    return this.buffer.slice(0, this.size);
  }
}
