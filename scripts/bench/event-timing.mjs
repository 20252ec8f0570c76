// Keystroke latency from Chromium's Event Timing, shared by the browser
// benches (keystroke, monitor-page). An Event Timing duration runs from the
// key's hardware timestamp to the next paint after its handlers, so it covers
// input delay, processing and rendering. A keystroke's duration is the
// longest of its keydown, keypress and keyup entries (they share one
// interactionId).

/** The smallest threshold Event Timing allows, in ms; faster events are not reported. */
export const DURATION_THRESHOLD_MS = 16;

/** Listens for Event Timing entries of keystrokes; runs in the page. Entries are grouped by the target's `data-bench-input`. */
export function observeKeystrokes(thresholdMs) {
  const keyEvents = new Set(['keydown', 'keypress', 'keyup']);
  window.benchInteractions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId || !keyEvents.has(entry.name)) continue;
      const seen = window.benchInteractions.get(entry.interactionId);
      const durationMs = Math.max(seen?.durationMs ?? 0, entry.duration);
      const input = seen?.input ?? entry.target?.dataset?.benchInput ?? 'other';
      window.benchInteractions.set(entry.interactionId, { input, durationMs });
    }
  }).observe({ type: 'event', durationThreshold: thresholdMs, buffered: true });
}

/** Reads and clears the durations gathered so far, per input (`app`, `plain`). */
export async function takeDurations(page) {
  return page.evaluate(() => {
    const byInput = { app: [], plain: [] };
    for (const { input, durationMs } of window.benchInteractions.values()) byInput[input]?.push(durationMs);
    window.benchInteractions.clear();
    return byInput;
  });
}

/**
 * The p-th percentile of the keystrokes' durations, nearest rank. Keystrokes
 * Event Timing did not report were faster than the threshold: they rank
 * first, and a percentile that falls among them reads as `undefined`.
 */
export const percentile = (reportedMs, keystrokes, p) => {
  const sorted = [...reportedMs].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * keystrokes) - (keystrokes - sorted.length);
  return rank < 1 ? undefined : sorted[Math.min(sorted.length, rank) - 1];
};

/** A percentile as printed. */
export const shown = (ms) => (ms === undefined ? `< ${DURATION_THRESHOLD_MS} ms` : `${ms.toFixed(0)} ms`);

/** Adds the baseline: a plain input whose handler echoes its value; runs in the page. */
export function injectPlainInput() {
  const box = document.createElement('div');
  box.style.cssText = 'position:fixed;top:8px;right:8px;z-index:100;background:#fff;padding:8px';
  const input = document.createElement('input');
  input.type = 'text';
  input.value = '20';
  input.dataset.benchInput = 'plain';
  input.setAttribute('aria-label', 'Plain input');
  const echo = document.createElement('output');
  input.addEventListener('input', () => {
    echo.textContent = input.value;
  });
  box.append(input, echo);
  document.body.append(box);
}
