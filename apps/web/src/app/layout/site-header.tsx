import { pathInLocale } from '@fitthali/domain/i18n/locales';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { FitThaliLogo } from '../../components/ui/fitthali-logo';
import { CloseIcon, MenuIcon, UserIcon } from '../../components/ui/icons';
import { loginPathFrom } from '../../features/auth/lib/redirect-target';
import { LocationChip } from '../../features/location/components/location-chip';
import { useLocationDetection } from '../../features/location/hooks/use-location-detection';
import { LanguageSwitch } from '../../i18n/language-switch';
import { LocaleLink as Link } from '../../i18n/locale-link';
import { useT } from '../../i18n/messages';
import { clearAllExceptLocation, notifyAuthChanged } from '../../lib/auth-storage';
import { useSavedLocation } from '../../lib/use-saved-location';
import { isInNavSection } from './nav-section';
import { useStoredAuth } from './use-stored-auth';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/meal-plan', label: 'Meal Plans' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
] as const;

const MENU_ID = 'site-menu';

// Only a signed-in customer's location chip asks for location access: the dialog's code is
// fetched once someone is signed in (so a tap opens it at once), never for a visitor.
const loadAccessModal = () => import('../../features/location/components/location-access-modal');
const LocationAccessModal = lazy(() =>
  loadAccessModal().then((module) => ({ default: module.LocationAccessModal })),
);

export function SiteHeader() {
  const location = useLocation();
  const t = useT('chrome');
  const { pathname } = location;
  const { signedIn, user } = useStoredAuth();
  // Remembering where the menu was opened closes it on any navigation, back button included.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const savedLocation = useSavedLocation();
  const { detecting, detect } = useLocationDetection();
  const [askingLocation, setAskingLocation] = useState(false);
  const [askedOnce, setAskedOnce] = useState(false);

  useEffect(() => {
    if (signedIn) void loadAccessModal().catch(() => {});
  }, [signedIn]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Signed out, the link says where to come back to, so it works as plain HTML too (issue 25).
  const profileTo = signedIn ? '/profile' : loginPathFrom(pathname + location.search);
  const desktopLabel = user?.name ?? t('Profile');
  const mobileLabel = user?.phone ?? user?.email ?? t('Profile');

  const onProfileClick = () => {
    if (signedIn) return;
    // A stale user or half-finished session must not follow the visitor to the login page.
    clearAllExceptLocation();
    notifyAuthChanged();
  };

  // SPEC §2.3: refresh asks first; Allow starts detection (the icon spins), Deny just closes.
  const chipProps = {
    city: savedLocation.city,
    fullAddress: savedLocation.fullAddress,
    detecting,
    onRefresh: () => {
      setAskedOnce(true);
      setAskingLocation(true);
    },
  };
  const allowLocation = () => {
    setAskingLocation(false);
    void detect();
  };

  return (
    <header className="site-header" data-signed-in={signedIn || undefined}>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand" aria-label={t('FitThali home')}>
          <FitThaliLogo />
        </Link>

        <nav aria-label={t('Main')} className="site-nav">
          <ul id={MENU_ID} className="site-nav__list" data-open={menuOpen || undefined}>
            {NAV_LINKS.map((link) => {
              // A section, not one path: a plan page or the checkout is under Meal Plans.
              // The sections are named by English paths; an Odia page is in its twin's.
              const current = isInNavSection(link.to, pathInLocale(pathname, 'en'));
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={current ? 'site-nav__link active' : 'site-nav__link'}
                    aria-current={current ? 'page' : undefined}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              );
            })}
            {signedIn ? (
              <li className="site-nav__location-mobile">
                <Suspense fallback={null}>
                  <LocationChip {...chipProps} className="location-chip--menu" />
                </Suspense>
              </li>
            ) : null}
            <li className="site-nav__profile-mobile">
              <Link to={profileTo} className="profile-link" onClick={onProfileClick}>
                <UserIcon size={20} />
                <span>{mobileLabel}</span>
              </Link>
            </li>
          </ul>
        </nav>

        {/* On an Odia page without the location words yet (a plan page), the chip waits for them
            rather than the whole header (decision 302). */}
        {signedIn ? (
          <Suspense fallback={null}>
            <LocationChip {...chipProps} className="location-chip--desktop" />
          </Suspense>
        ) : null}

        <LanguageSwitch />

        <Link
          to={profileTo}
          className="profile-link profile-link--desktop"
          onClick={onProfileClick}
        >
          <UserIcon size={20} />
          <span className="profile-link__label">{desktopLabel}</span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-label={t('Menu')}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          // A tap before the scripts start is held and replayed (decision 144).
          data-early-tap
          onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {askedOnce ? (
        <Suspense fallback={null}>
          <LocationAccessModal
            open={askingLocation}
            onAllow={allowLocation}
            onDeny={() => setAskingLocation(false)}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
