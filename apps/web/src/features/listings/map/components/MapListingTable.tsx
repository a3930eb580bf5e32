import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackedListing } from '../format/map-points';
import { ResultPager } from '../../../../components/ResultPager';
import { StateChip } from './StateChip';

/**
 * The tracker's listings as a list, ten at a time: what the map shows, readable without it (and
 * usable when map tiles cannot load). A row's Details opens the listing's details.
 */
export function MapListingTable({
  listings,
  chosenId,
  onChoose,
}: {
  listings: readonly TrackedListing[];
  chosenId: string | null;
  onChoose: (listing: TrackedListing, opener: HTMLElement) => void;
}) {
  const { t } = useTranslation('mapTracker');
  const [page, setPage] = useState(1);
  // New filters, new list: start again at its first page.
  useEffect(() => setPage(1), [listings]);
  const rows = listings.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <ResultPager
      page={page}
      pageLength={rows.length}
      total={listings.length}
      label={t('map.list')}
      onPage={setPage}
    >
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('map.list')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('map.columns.title')}</TableCell>
              <TableCell>{t('map.columns.state')}</TableCell>
              <TableCell>{t('map.columns.city')}</TableCell>
              <TableCell>{t('map.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((listing) => (
              <TableRow key={listing.id} hover selected={listing.id === chosenId}>
                <TableCell component="th" scope="row" sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                  {listing.title}
                </TableCell>
                <TableCell>
                  <StateChip state={listing.state} />
                </TableCell>
                <TableCell>{listing.city}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={(event) => onChoose(listing, event.currentTarget)}
                    aria-label={t('map.showLabel', { title: listing.title })}
                  >
                    {t('map.show')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ResultPager>
  );
}
