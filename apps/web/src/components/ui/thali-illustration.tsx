/** The hero's thali: rice, roti, dal, sabzi, raita and salad on a steel plate, drawn flat. */
export function ThaliIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 420 420" role="img" aria-labelledby="thali-title">
      <title id="thali-title">A balanced thali with rice, roti, dal, sabzi, raita and salad</title>
      <defs>
        <radialGradient id="thali-plate" cx="50%" cy="45%" r="60%">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset=".75" stopColor="#eef1f3" />
          <stop offset="1" stopColor="#d5dbe0" />
        </radialGradient>
        <radialGradient id="thali-bowl" cx="45%" cy="40%" r="65%">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#cfd6dc" />
        </radialGradient>
      </defs>
      <circle cx="210" cy="214" r="196" fill="var(--color-primary-100)" />
      <circle cx="210" cy="210" r="178" fill="url(#thali-plate)" stroke="#c3cbd2" strokeWidth="3" />
      <circle cx="210" cy="210" r="160" fill="none" stroke="#dfe4e8" strokeWidth="2" />

      <g>
        <circle cx="128" cy="128" r="50" fill="url(#thali-bowl)" />
        <circle cx="128" cy="128" r="40" fill="#f2b632" />
        <path
          d="M98 124c8-6 18-8 30-6s22 0 30-6M100 138c10-4 22-4 32-2s18 0 24-4"
          stroke="#e0a020"
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
        <ellipse cx="122" cy="110" rx="4" ry="2.2" fill="#3f8f3a" transform="rotate(-30 122 110)" />
        <ellipse cx="138" cy="128" rx="4" ry="2.2" fill="#3f8f3a" transform="rotate(25 138 128)" />
        <ellipse cx="112" cy="130" rx="3.5" ry="2" fill="#3f8f3a" transform="rotate(60 112 130)" />
      </g>

      <g>
        <circle cx="292" cy="122" r="46" fill="url(#thali-bowl)" />
        <circle cx="292" cy="122" r="36" fill="#5f9e3a" />
        <circle cx="280" cy="112" r="7" fill="#8cc152" />
        <circle cx="303" cy="130" r="8" fill="#f08a24" />
        <circle cx="296" cy="106" r="5" fill="#f6d365" />
        <circle cx="279" cy="134" r="5" fill="#8cc152" />
      </g>

      <g>
        <circle cx="318" cy="236" r="42" fill="url(#thali-bowl)" />
        <circle cx="318" cy="236" r="32" fill="#fbfaf4" stroke="#e7e3d4" strokeWidth="2" />
        <circle cx="310" cy="228" r="3" fill="#62a845" />
        <circle cx="326" cy="242" r="3" fill="#62a845" />
        <circle cx="318" cy="232" r="2.5" fill="#c0392b" opacity=".6" />
      </g>

      <g>
        <ellipse
          cx="200"
          cy="228"
          rx="70"
          ry="54"
          fill="#ffffff"
          stroke="#e6e6dc"
          strokeWidth="2"
        />
        <path
          d="M146 230c6-24 30-40 56-38 26-2 50 14 54 38-18 14-40 18-56 18s-40-4-54-18z"
          fill="#fffdf5"
        />
        <g fill="#f1ead2">
          <ellipse cx="180" cy="218" rx="5" ry="2.5" />
          <ellipse cx="200" cy="208" rx="5" ry="2.5" />
          <ellipse cx="220" cy="220" rx="5" ry="2.5" />
          <ellipse cx="196" cy="232" rx="5" ry="2.5" />
          <ellipse cx="232" cy="236" rx="5" ry="2.5" />
          <ellipse cx="168" cy="236" rx="5" ry="2.5" />
        </g>
        <ellipse cx="236" cy="198" rx="6" ry="3" fill="#3f8f3a" transform="rotate(-25 236 198)" />
        <ellipse cx="245" cy="201" rx="5" ry="2.6" fill="#4f9f45" transform="rotate(20 245 201)" />
      </g>

      <g>
        <ellipse cx="148" cy="310" rx="66" ry="40" fill="#e9bf78" />
        <ellipse cx="160" cy="300" rx="66" ry="40" fill="#f4d39b" />
        <g fill="#c9873a" opacity=".55">
          <circle cx="140" cy="292" r="5" />
          <circle cx="176" cy="306" r="6" />
          <circle cx="160" cy="284" r="3.5" />
          <circle cx="190" cy="290" r="3" />
          <circle cx="132" cy="310" r="3.5" />
        </g>
      </g>

      <g>
        <circle cx="272" cy="320" r="36" fill="url(#thali-bowl)" />
        <circle cx="272" cy="320" r="27" fill="#7d3c1f" />
        <circle cx="264" cy="314" r="5" fill="#a85a32" />
        <circle cx="279" cy="318" r="4" fill="#a85a32" />
        <circle cx="270" cy="329" r="4.5" fill="#a85a32" />
        <circle cx="283" cy="330" r="2" fill="#f7f1e3" />
      </g>

      <g>
        <path d="M346 168c18 8 30 24 28 40-16 2-32-8-38-24" fill="#49a342" />
        <path d="M340 178c10 8 20 16 28 26" stroke="#2f7a2a" strokeWidth="2" fill="none" />
        <circle cx="70" cy="222" r="14" fill="#e2583e" />
        <circle cx="66" cy="218" r="4" fill="#f08a74" />
        <circle cx="86" cy="248" r="11" fill="#f6d365" />
      </g>
    </svg>
  );
}
