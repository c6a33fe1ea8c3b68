import { lineIcon } from './icon-svg';

// Line icons drawn for FitThali on a 24px grid; all decorative, so the control that holds one
// carries the accessible name.

export const MenuIcon = lineIcon('menu');

export const CloseIcon = lineIcon('close');

export const UserIcon = lineIcon('user');

export const ArrowRightIcon = lineIcon('arrow-right');

export const InstagramIcon = lineIcon('instagram');

export const WhatsAppIcon = lineIcon('whats-app');

export const MailIcon = lineIcon('mail');

export const PhoneIcon = lineIcon('phone');

export const MapPinIcon = lineIcon('map-pin');

export const TruckIcon = lineIcon('truck');

export const LeafIcon = lineIcon('leaf');

export const ChefHatIcon = lineIcon('chef-hat');

export const VideoIcon = lineIcon('video');

export const CalendarIcon = lineIcon('calendar');
