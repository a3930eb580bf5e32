import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_LARGE_SIZES, gallerySrcSet } from '@rentals/domain/listings/gallery';
import type { ListingPagePictureFieldsFragment } from '../../../../gql/graphql';
import { PhotoLibraryIcon } from './listing-page-icons';
import { Spinner } from '../../../../components/plain/Spinner';
import { deferModule, useDeferredModule } from '../../../../lib/deferred-module';
import type { GalleryItem } from './listing-page-format';
import { useListingPageStyles } from './listing-page-css';

type Item = GalleryItem<ListingPagePictureFieldsFragment>;

const galleryLightbox = deferModule(() => import('./GalleryLightbox'));

/** Tiles the grid shows on a wide screen: one large and four small; the rest are in the lightbox. */
const TILES_WIDE = 5;

function Tile({
  item,
  index,
  count,
  large,
  onOpen,
  onIntent,
}: {
  item: Item;
  index: number;
  count: number;
  large: boolean;
  onOpen: (index: number) => void;
  onIntent: () => void;
}) {
  const { t } = useTranslation('listingPage');
  const { picture } = item;
  return (
    <button
      type="button"
      className="gallery-tile"
      onClick={() => onOpen(index)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label={t('gallery.open', { n: index + 1, count, caption: item.caption })}
    >
      <img
        src={large ? picture.detailUrl : picture.cardUrl}
        srcSet={large ? gallerySrcSet(picture) : undefined}
        sizes={large ? GALLERY_LARGE_SIZES : undefined}
        width={picture.width ?? undefined}
        height={picture.height ?? undefined}
        alt={t('gallery.alt', { caption: item.caption, n: index + 1, count })}
        loading={large ? 'eager' : 'lazy'}
        fetchPriority={large ? 'high' : 'auto'}
        decoding={large ? 'auto' : 'async'}
      />
    </button>
  );
}

/**
 * The building's and units' pictures: a large first picture and a few tiles, each a button that
 * opens the lightbox at that picture.
 */
export function ListingGallery({ items, title }: { items: Item[]; title: string }) {
  useListingPageStyles();
  const { t } = useTranslation('listingPage');
  const lightbox = useDeferredModule(galleryLightbox);
  const [open, setOpen] = useState<number | null>(null);
  const count = items.length;
  const openAt = (index: number) => {
    setOpen(index);
    // Its code could not load (offline, say): nothing opens, and the next click tries again.
    galleryLightbox.load().catch(() => setOpen(null));
  };

  if (count === 0) {
    return <p className="listing-paper plain-text plain-text--muted">{t('gallery.none')}</p>;
  }

  const shown = items.slice(0, TILES_WIDE);
  // On a phone the large picture alone; from 900px the rest in a grid (CSS), whose cells span
  // the room that two to four pictures would leave empty.
  const grid = shown.length > 1 ? ` listing-gallery__grid--many listing-gallery__grid--${shown.length}` : '';
  return (
    <section aria-label={t('gallery.label', { title })} className="listing-gallery">
      <ul className={`listing-gallery__grid${grid}`}>
        {shown.map((item, i) => (
          <li key={item.picture.id}>
            <Tile
              item={item}
              index={i}
              count={count}
              large={i === 0}
              onOpen={openAt}
              onIntent={galleryLightbox.preload}
            />
          </li>
        ))}
      </ul>
      {count > 1 && (
        <button
          type="button"
          className="plain-button listing-gallery__all"
          onClick={() => openAt(0)}
          onPointerEnter={galleryLightbox.preload}
          onFocus={galleryLightbox.preload}
        >
          <span className="plain-button__icon">
            <PhotoLibraryIcon />
          </span>
          {t('gallery.showAll', { count })}
        </button>
      )}
      {/* Opened before the lightbox's code has come: a spinner over the pictures until it opens. */}
      {open != null && !lightbox && (
        <div className="listing-gallery__opening">
          <Spinner label={t('gallery.loading')} />
        </div>
      )}
      {lightbox && (
        <lightbox.Lightbox
          items={items}
          index={open}
          title={title}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
