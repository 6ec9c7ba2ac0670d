const onLeave: (() => void)[] = [];

/** Runs `close` whenever the pointer leaves the header: its panels do not linger over the page. */
export function closeOnPointerLeave(close: () => void) {
  onLeave.push(close);
}

export function startHeader(header: HTMLElement) {
  header.addEventListener('pointerleave', () => onLeave.forEach((close) => close()));
}
