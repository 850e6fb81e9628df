import SearchIcon from '@mui/icons-material/Search';
import { Box, InputBase, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { ConsoleSearchGroup, ConsoleSearchHit } from '#contract/consoleSearch.js';
import { API, fetchJson } from '../http.js';

/** Fewer letters find too much to be of use (the server refuses them too). */
const MIN_LETTERS = 2;

/**
 * The one search box of the console's top bar: products by model, content by title,
 * enquiries by case number, e-mail or name, as the signed-in role may open them. An ARIA 1.2
 * combobox: arrow keys move through the results of every group, Enter opens one, Escape closes.
 */
export function ConsoleSearch() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const [q, setQ] = useState('');
  const [groups, setGroups] = useState<ConsoleSearchGroup[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef('');
  // Below a desktop's width the box is too narrow for the kinds it finds: "Search…" there (the
  // kinds stay in the hint below it and in its accessible name).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  useEffect(() => {
    const text = q.trim();
    if (text.length < MIN_LETTERS) {
      setGroups(null);
      return;
    }
    // Asked once typing pauses; an answer to an older text is dropped.
    const timer = setTimeout(() => {
      asked.current = text;
      fetchJson(`${API}/search?${new URLSearchParams({ q: text })}`).then(
        (answer) => {
          if (asked.current !== text) return;
          setGroups((answer.json as { groups: ConsoleSearchGroup[] }).groups);
          setActive(-1);
        },
        () => asked.current === text && setGroups([]),
      );
    }, 200);
    return () => clearTimeout(timer);
  }, [q]);

  const hits: { kind: string; hit: ConsoleSearchHit }[] = (groups ?? []).flatMap((g) =>
    g.hits.map((hit) => ({ kind: g.kind, hit })),
  );
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && q.trim().length >= MIN_LETTERS && groups !== null;
  const title = (hit: ConsoleSearchHit) =>
    locale === 'zh' ? hit.title || hit.en_title : hit.en_title || hit.title;

  function go(hit: ConsoleSearchHit) {
    setOpen(false);
    setQ('');
    setGroups(null);
    navigate(hit.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      const chosen = hits[active] ?? (hits.length === 1 ? hits[0] : undefined);
      if (chosen) {
        event.preventDefault();
        go(chosen.hit);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setQ('');
    }
  }

  let index = -1;
  return (
    <Box sx={{ position: 'relative', mx: { xs: 1, md: 2 }, width: { xs: 160, sm: 260, md: 340 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.25,
          borderRadius: 1,
          bgcolor: 'rgba(255,255,255,0.16)',
          '&:focus-within': { bgcolor: 'rgba(255,255,255,0.26)' },
        }}
      >
        <SearchIcon fontSize="small" aria-hidden />
        <InputBase
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder={translate(`valve.console_search.${narrow ? 'placeholder_short' : 'placeholder'}`)}
          sx={{ color: 'inherit', flex: 1, fontSize: 14, py: 0.5 }}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('valve.console_search.label'),
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
            'data-testid': 'console-search',
          }}
        />
      </Box>
      <Paper
        elevation={8}
        id={listId}
        role="listbox"
        aria-label={translate('valve.console_search.label')}
        hidden={!expanded}
        sx={{
          position: 'absolute',
          top: '100%',
          right: 0,
          mt: 0.5,
          width: { xs: 300, sm: 420 },
          maxHeight: '70vh',
          overflowY: 'auto',
          color: 'text.primary',
          zIndex: 1400,
          py: 0.5,
        }}
        // A click on a result must not blur the box first (the list would close before it opens).
        onMouseDown={(e) => e.preventDefault()}
      >
        {hits.length === 0 && (
          <Typography role="presentation" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {translate('valve.console_search.none', { q: q.trim() })}
          </Typography>
        )}
        {(groups ?? []).map((group) => (
          <Box key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
            <Typography
              id={`${id}-${group.kind}`}
              role="presentation"
              variant="overline"
              color="text.secondary"
              sx={{ display: 'block', px: 2, pt: 0.5, lineHeight: 2 }}
            >
              {translate(`valve.console_search.kinds.${group.kind}`)}
            </Typography>
            {group.hits.map((hit) => {
              index += 1;
              const mine = index;
              return (
                <Box
                  key={`${group.kind}-${hit.id}`}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={mine === active}
                  onClick={() => go(hit)}
                  onMouseEnter={() => setActive(mine)}
                  sx={{
                    px: 2,
                    py: 0.75,
                    cursor: 'pointer',
                    bgcolor: mine === active ? 'action.selected' : undefined,
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                    {title(hit)}
                  </Typography>
                  {hit.detail && (
                    <Typography variant="caption" color="text.secondary" component="div" noWrap>
                      {hit.detail}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
