import { LocaleLink } from '../../i18n/locale-link';

/** 'Blog › This post': the way back to a list from one of its pages. */
export function Breadcrumb({
  parent,
  current,
}: {
  parent: { to: string; label: string };
  current: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <LocaleLink to={parent.to}>{parent.label}</LocaleLink>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
