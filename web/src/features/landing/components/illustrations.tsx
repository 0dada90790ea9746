/**
 * Inline SVG illustrations (no image requests, crisp on any screen). Width and height are fixed
 * attributes so the browser reserves their space before they paint: no layout shift.
 */

/** A prepaid meter whose display shows a fresh token's units, beside a phone with the SMS token. */
export function MeterIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 420 360"
      width="420"
      height="360"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="330" cy="70" r="44" fill="#F5A524" opacity="0.9" />
      <circle cx="330" cy="70" r="64" fill="#F5A524" opacity="0.15" />
      <rect x="40" y="40" width="210" height="290" rx="26" fill="#FFFFFF" />
      <rect x="40" y="40" width="210" height="290" rx="26" fill="none" stroke="#A6DDC7" strokeWidth="3" />
      <rect x="64" y="70" width="162" height="70" rx="10" fill="#093B2C" />
      <text
        x="145"
        y="100"
        textAnchor="middle"
        fill="#6FC5A5"
        fontFamily="ui-monospace, monospace"
        fontSize="14"
      >
        UNITS
      </text>
      <text
        x="145"
        y="126"
        textAnchor="middle"
        fill="#FBBD4F"
        fontFamily="ui-monospace, monospace"
        fontSize="24"
        fontWeight="700"
      >
        148.6 kWh
      </text>
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2].map((column) => (
          <rect
            key={`${row}-${column}`}
            x={72 + column * 52}
            y={162 + row * 36}
            width="40"
            height="26"
            rx="7"
            fill="#ECF8F3"
            stroke="#A6DDC7"
          />
        )),
      )}
      <circle cx="208" cy="58" r="5" fill="#168A63" />
      <rect x="262" y="150" width="128" height="190" rx="20" fill="#0A4835" />
      <rect x="272" y="168" width="108" height="150" rx="10" fill="#ECF8F3" />
      <rect x="282" y="180" width="70" height="8" rx="4" fill="#168A63" />
      <rect x="282" y="198" width="88" height="40" rx="8" fill="#FFFFFF" />
      <text
        x="326"
        y="214"
        textAnchor="middle"
        fill="#0F1F1A"
        fontFamily="ui-monospace, monospace"
        fontSize="9"
      >
        TOKEN
      </text>
      <text
        x="326"
        y="229"
        textAnchor="middle"
        fill="#0A5A41"
        fontFamily="ui-monospace, monospace"
        fontSize="9"
        fontWeight="700"
      >
        4821 0937 5512
      </text>
      <rect x="282" y="248" width="60" height="8" rx="4" fill="#A6DDC7" />
      <rect x="282" y="264" width="80" height="8" rx="4" fill="#A6DDC7" />
      <rect x="282" y="288" width="88" height="20" rx="10" fill="#F5A524" />
      <path d="M206 10 176 54h20l-6 32 30-44h-20z" fill="#F5A524" />
    </svg>
  );
}

/** A house with panels on the roof, a battery and a car charger: the solar side of the business. */
export function SolarHomeIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 300"
      width="400"
      height="300"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="400" height="300" rx="24" fill="#ECF8F3" />
      <circle cx="320" cy="64" r="30" fill="#F5A524" />
      <path
        d="M320 18v12M320 98v12M274 64h12M354 64h12M288 32l8 8M344 88l8 8M352 32l-8 8M296 88l-8 8"
        stroke="#F5A524"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M70 150 170 80l100 70v110H70z"
        fill="#FFFFFF"
        stroke="#0A5A41"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M92 134 170 80l78 54z" fill="#093B2C" />
      <path d="M112 124h116M132 110h76M150 96h40" stroke="#3AA680" strokeWidth="3" />
      <rect x="150" y="200" width="40" height="60" rx="4" fill="#0B6E4F" />
      <rect x="95" y="170" width="36" height="30" rx="4" fill="#FDD58C" />
      <rect x="210" y="170" width="36" height="30" rx="4" fill="#FDD58C" />
      <rect x="292" y="176" width="44" height="84" rx="8" fill="#0B6E4F" />
      <rect x="302" y="188" width="24" height="10" rx="3" fill="#6FC5A5" />
      <path d="M316 212 306 228h10l-4 14 14-20h-10z" fill="#F5A524" />
      <path d="M40 260h330" stroke="#0A5A41" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
