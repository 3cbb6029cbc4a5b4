import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { NavItem } from '../content/navigation';
import { Chevron, MenuIcon, SearchIcon } from './header-icons';

export interface HeaderClinic {
  name: string;
  phone: string;
  tel: string;
  address: string;
}

export interface SiteHeaderProps {
  siteName: string;
  nav: NavItem[];
  clinics: HeaderClinic[];
  findUsUrl: string;
  bookingUrl: string;
  /** Given by the page rather than imported, so the header shares no module with the search island. */
  searchUrl: string;
  currentPath: string;
}

/** The spec's shadow threshold. */
export const SCROLL_SHADOW_PX = 20;
const DESKTOP_QUERY = '(min-width: 1024px) and (hover: hover)';

const isCurrent = (path: string, current: string) => (path === '/' ? current === '/' : current.startsWith(path));

export function SiteHeader({ siteName, nav, clinics, findUsUrl, bookingUrl, searchUrl, currentPath }: SiteHeaderProps) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openSection, setOpenSection] = useState<string | null>(null);
  // Whether the open section was opened by a click (or Enter, or a tap) rather than by the pointer resting on it.
  // Moving onto the arrow opens its menu on hover, so the click that follows must keep it open, not toggle it shut.
  const pinned = useRef(false);
  const headerRef = useRef<HTMLElement>(null);

  const closeAll = useCallback(() => {
    pinned.current = false;
    setOpenSection(null);
    setMenuOpen(false);
  }, []);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_SHADOW_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    // Pages restored from the back-forward cache must not come back with a menu open.
    window.addEventListener('pageshow', closeAll);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('pageshow', closeAll);
    };
  }, [closeAll]);

  useEffect(() => {
    if (!menuOpen && openSection === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen, openSection, closeAll]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || (openSection === null && !menuOpen)) return;
    const toggle = openSection
      ? headerRef.current?.querySelector<HTMLElement>(`[aria-controls="menu-${openSection}"]`)
      : null;
    if (openSection) {
      pinned.current = false;
      setOpenSection(null);
    } else setMenuOpen(false);
    (toggle ?? headerRef.current?.querySelector<HTMLElement>('.menu-toggle'))?.focus();
  };

  const hoverable = () => window.matchMedia(DESKTOP_QUERY).matches;
  const onHover = (id: string | null) => {
    // A pinned menu stays open, and stays pinned, as the pointer leaves it and comes back.
    if (!hoverable() || id === openSection || (id === null && pinned.current)) return;
    pinned.current = false;
    setOpenSection(id);
  };
  // A click closes only a menu a click opened; one the pointer opened it pins open.
  const onToggle = (id: string) => {
    const close = openSection === id && pinned.current;
    pinned.current = !close;
    setOpenSection(close ? null : id);
  };
  const sectionId = (item: NavItem) => item.name.toLowerCase().replace(/[^a-z]+/g, '-');

  return (
    <header ref={headerRef} className={`site-header${scrolled ? ' is-scrolled' : ''}`} onKeyDown={onKeyDown}>
      <div className="container header-bar">
        <a className="brand" href="/" onClick={closeAll}>
          <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" width="32" height="32">
            <circle cx="16" cy="16" r="16" fill="currentColor" />
            <path d="M8 18c3-6 6-6 8-2s5 4 8-2" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
          </svg>
          <span>{siteName}</span>
        </a>
        <a className="button header-book" href={bookingUrl}>
          Book
        </a>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          <span>Menu</span>
        </button>
        <nav id="site-menu" className={`site-nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
          <ul className="nav-list">
            {nav.map((item) => {
              const id = sectionId(item);
              const hasMenu = Boolean(item.dropdown?.length || item.showClinics);
              const open = openSection === id;
              return (
                <li
                  key={item.path}
                  className={`nav-item${hasMenu ? ' has-menu' : ''}${open ? ' is-open' : ''}`}
                  onMouseEnter={hasMenu ? () => onHover(id) : undefined}
                  onMouseLeave={hasMenu ? () => onHover(null) : undefined}
                >
                  <a
                    href={item.path}
                    className="nav-link"
                    aria-current={isCurrent(item.path, currentPath) ? 'page' : undefined}
                    onClick={closeAll}
                  >
                    {item.name}
                    {item.badge ? <span className="badge">{item.badge}</span> : null}
                  </a>
                  {hasMenu ? (
                    <button
                      type="button"
                      className="submenu-toggle"
                      aria-expanded={open}
                      aria-controls={`menu-${id}`}
                      aria-label={`${item.name} menu`}
                      onClick={() => onToggle(id)}
                    >
                      <Chevron />
                    </button>
                  ) : null}
                  {item.dropdown?.length ? (
                    <ul id={`menu-${id}`} className="submenu">
                      {item.dropdown.map((link) => (
                        <li key={link.path}>
                          <a
                            href={link.path}
                            onClick={closeAll}
                            aria-current={currentPath === link.path ? 'page' : undefined}
                          >
                            <span className="submenu-title">{link.name}</span>
                            {link.description ? <span className="submenu-text">{link.description}</span> : null}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {item.showClinics ? (
                    <ul id={`menu-${id}`} className="submenu submenu-clinics">
                      {clinics.map((clinic) => (
                        <li key={clinic.name}>
                          <span className="submenu-title">{clinic.name}</span>
                          <a href={clinic.tel} onClick={closeAll}>
                            {clinic.phone}
                          </a>
                          <span className="submenu-text">{clinic.address}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div className="header-actions">
            <a
              className="button button-secondary header-search"
              href={searchUrl}
              onClick={closeAll}
              aria-current={currentPath === searchUrl ? 'page' : undefined}
            >
              <SearchIcon />
              <span className="header-search-label">Search</span>
            </a>
            {/* The map opens in a new tab; the contact page, standing in for a stand-in map link, does not. */}
            {/^https?:/.test(findUsUrl) ? (
              <a className="button button-secondary" href={findUsUrl} target="_blank" rel="noopener noreferrer">
                Find Us<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <a className="button button-secondary" href={findUsUrl}>
                Find Us
              </a>
            )}
            <a className="button" href={bookingUrl}>
              Book Now
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
