import { Box, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';

/** The image panel beside the auth forms on large screens: inline SVG, no request. */
export function AuthIllustration() {
  return (
    <Box
      h="100%"
      p="xl"
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        background:
          'linear-gradient(150deg, var(--mantine-color-indigo-6) 0%, var(--mantine-color-violet-7) 100%)',
        color: 'white',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Stack align="center" gap="lg" maw={360} ta="center">
        <svg
          viewBox="0 0 240 200"
          width="100%"
          style={{ maxWidth: 280 }}
          aria-hidden="true"
          focusable="false"
        >
          {/* papers */}
          <g opacity="0.9">
            <rect
              x="22"
              y="60"
              width="78"
              height="100"
              rx="8"
              fill="white"
              opacity="0.18"
              transform="rotate(-10 61 110)"
            />
            <rect
              x="140"
              y="60"
              width="78"
              height="100"
              rx="8"
              fill="white"
              opacity="0.18"
              transform="rotate(10 179 110)"
            />
            <rect
              x="32"
              y="78"
              width="50"
              height="6"
              rx="3"
              fill="white"
              opacity="0.5"
              transform="rotate(-10 61 110)"
            />
            <rect
              x="32"
              y="94"
              width="58"
              height="6"
              rx="3"
              fill="white"
              opacity="0.35"
              transform="rotate(-10 61 110)"
            />
            <rect
              x="32"
              y="110"
              width="40"
              height="6"
              rx="3"
              fill="white"
              opacity="0.35"
              transform="rotate(-10 61 110)"
            />
            <rect
              x="158"
              y="78"
              width="50"
              height="6"
              rx="3"
              fill="white"
              opacity="0.5"
              transform="rotate(10 179 110)"
            />
            <rect
              x="150"
              y="94"
              width="58"
              height="6"
              rx="3"
              fill="white"
              opacity="0.35"
              transform="rotate(10 179 110)"
            />
            <rect
              x="166"
              y="110"
              width="40"
              height="6"
              rx="3"
              fill="white"
              opacity="0.35"
              transform="rotate(10 179 110)"
            />
          </g>
          {/* light bulb */}
          <circle cx="120" cy="82" r="50" fill="#ffd43b" opacity="0.18" />
          <path
            d="M120 42c-22 0-38 16-38 37 0 13 6 22 14 30 5 5 8 10 8 17v6h32v-6c0-7 3-12 8-17 8-8 14-17 14-30 0-21-16-37-38-37z"
            fill="#ffe066"
          />
          <rect x="104" y="140" width="32" height="8" rx="3" fill="white" opacity="0.9" />
          <rect x="108" y="152" width="24" height="8" rx="3" fill="white" opacity="0.75" />
          <path
            d="M112 106l8 -14 8 14"
            stroke="#f08c00"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          {/* rays */}
          <g stroke="#ffe066" strokeWidth="5" strokeLinecap="round">
            <line x1="120" y1="14" x2="120" y2="26" />
            <line x1="66" y1="34" x2="74" y2="43" />
            <line x1="174" y1="34" x2="166" y2="43" />
            <line x1="48" y1="80" x2="60" y2="80" />
            <line x1="192" y1="80" x2="180" y2="80" />
          </g>
        </svg>
        <Title order={2} c="white" size="h3">
          {MESSAGES.app.tagline}
        </Title>
        <Text c="white" opacity={0.85}>
          Ideas you will never get to can still start someone else&apos;s project. Give them away,
          rate and discuss others, and cite the ones that inspire you.
        </Text>
      </Stack>
    </Box>
  );
}
