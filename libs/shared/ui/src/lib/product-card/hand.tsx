/** The decorative hand some card art is shown with (product `showHand`). */
export function Hand({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      <path d="M4 88 L4 58 C4 48 10 42 20 40 L58 34 C64 33 68 37 67 42 C66 47 62 49 57 50 L40 53 L86 50 C92 50 95 54 94 59 C93 63 90 65 86 65 L74 66 C79 67 81 70 80 74 C79 78 76 80 72 80 L68 80 C71 81 72 84 71 86 L70 88 Z" />
    </svg>
  );
}
