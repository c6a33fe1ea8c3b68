import { IconSvg } from '../../../components/ui/icon-svg';

// The few icons only the home carousels use (symbols of the shared sprite, line-icons.svg, where
// the controls' heavier stroke and the filled marks are drawn).

export function ChevronLeftIcon() {
  return <IconSvg name="chevron-left" size={20} />;
}

export function ChevronRightIcon() {
  return <IconSvg name="chevron-right" size={20} />;
}

export function PauseIcon() {
  return <IconSvg name="pause" size={20} />;
}

export function PlayIcon() {
  return <IconSvg name="play" size={20} />;
}

export function StarFilledIcon({ size = 18 }: { size?: number }) {
  return <IconSvg name="star-filled" size={size} />;
}

export function QuoteIcon() {
  return <IconSvg name="quote" size={34} />;
}
