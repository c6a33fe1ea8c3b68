import { LocaleLink } from '../../i18n/locale-link';

/** 'Blog › This post': the way back to a list from one of its pages. */
export function Breadcrumb({
  parent,
  current,
  label,
}: {
  parent: { to: string; label: string };
  current: string;
  /** The trail's name for assistive technology, in the page's language. */
  label: string;
}) {
  return (
    <nav aria-label={label} className="breadcrumb">
      <ol>
        <li>
          <LocaleLink to={parent.to}>{parent.label}</LocaleLink>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
