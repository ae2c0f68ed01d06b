/**
 * The sticky category bar: the active entry follows scrolling (a section entering the viewport,
 * 400 px bottom margin) and a click scrolls smoothly to 180 px above the section.
 */
import { useEffect, useRef, useState } from 'react';

export interface NavCategory {
  readonly id: string;
  readonly name: string;
}

export const SCROLL_OFFSET = 180;

export function sectionId(categoryId: string): string {
  return `category-${categoryId}`;
}

export function CategoryNav({ categories }: { readonly categories: readonly NavCategory[] }) {
  const [active, setActive] = useState(categories[0]?.id);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (entering) setActive(entering.target.getAttribute('data-category') ?? undefined);
      },
      { rootMargin: '0px 0px 400px 0px', threshold: 0 },
    );
    // A section counts once its top passes under the bar: observe a thin marker at each top.
    const markers = categories.map((c) => document.getElementById(`${sectionId(c.id)}-top`)).filter((m): m is HTMLElement => m !== null);
    markers.forEach((m) => observer.observe(m));
    const onScroll = () => {
      let current = categories[0]?.id;
      for (const m of markers) if (m.getBoundingClientRect().top - SCROLL_OFFSET - 1 <= 0) current = m.getAttribute('data-category') ?? current;
      setActive(current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [categories]);

  useEffect(() => {
    const link = barRef.current?.querySelector<HTMLElement>(`[data-nav="${active ?? ''}"]`);
    link?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);

  const go = (id: string) => {
    const el = document.getElementById(sectionId(id));
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET, behavior: reduce ? 'instant' : 'smooth' });
    setActive(id);
    el.focus({ preventScroll: true });
  };

  return (
    <nav className="category-nav" aria-label="Menu categories">
      <div className="category-nav-inner container" ref={barRef}>
        {categories.map((c) => (
          <a
            key={c.id}
            href={`#${sectionId(c.id)}`}
            data-nav={c.id}
            className={c.id === active ? 'active' : undefined}
            aria-current={c.id === active ? 'true' : undefined}
            onClick={(e) => {
              e.preventDefault();
              go(c.id);
            }}
          >
            {c.name}
          </a>
        ))}
      </div>
    </nav>
  );
}
