-- Search that reads a job's title apart from its description, and both genders alike.
--
-- The search tells a title match from a description match: an offer whose title (or trade) answers
-- the query comes before, and keeps out, offers that only mention its words in their description
-- (« prise en charge » is not « chargé de recrutement »). The title gets its own search document
-- and index for that.
--
-- The French stemmer reads feminine and masculine forms of a trade apart (« infirmière » →
-- infirmier but « infirmier » → infirmi; « conductrice » → conductric): every word's feminine ending
-- is now written as the masculine one before stemming, on both sides (documents and queries), for
-- each French pattern (-ière, -ienne, -trice, -euse, -ère, -ive, -elle, -ée, -ante, -ente, -onne).
-- Two words this brings together are two genders of one word, or words no job title tells apart.

-- A word typed with one typo is read as the closest word of the offers' titles: the trigram index
-- finds the candidates, the edit distance (fuzzystrmatch) picks among them.
create extension if not exists fuzzystrmatch with schema extensions;

create or replace function public.french_search_text(value text, feminine boolean default false) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            regexp_replace(
              regexp_replace(
                regexp_replace(
                  regexp_replace(
                    regexp_replace(
                      regexp_replace(
                        regexp_replace(
                          regexp_replace(
                            regexp_replace(
                              regexp_replace(
                                regexp_replace(
                                  regexp_replace(
                                    lower(public.immutable_unaccent(
                                      public.bounded_text(value, 30000, 'Texte trop long pour la recherche : 30 000 caractères au plus.')
                                    )),
                                    '([a-z]+)eur[·•.(]t?rices?(?:\)|\M)', case when feminine then '\1rice' else '\1eur' end, 'g'),
                                  '([a-z]+)eur[·•.(](?:eu)?ses?(?:\)|\M)', case when feminine then '\1euse' else '\1eur' end, 'g'),
                                '([a-z]+)eux[·•(]ses?(?:\)|\M)', case when feminine then '\1euse' else '\1eux' end, 'g'),
                              '([a-z]+)er[·•(]e?res?(?:\)|\M)', case when feminine then '\1ere' else '\1er' end, 'g'),
                            '([a-z]+)f[·•(]ves?(?:\)|\M)', case when feminine then '\1ve' else '\1f' end, 'g'),
                          '([a-z]+)[·•(]([a-z]{1,4})(?:\)|\M)', case when feminine then '\1\2' else '\1' end, 'g'),
                        '[·•]', ' ', 'g'),
                      '/', ' ', 'g'),
                    '([a-z]{3,})euse(s?)\M', '\1eur\2', 'g'),
                  '([a-z]{3,})trice(s?)\M', '\1teur\2', 'g'),
                '([a-z]{2,})iere(s?)\M', '\1ier\2', 'g'),
              '([a-z]{2,})ienne(s?)\M', '\1ien\2', 'g'),
            '([a-z]{3,})ere(s?)\M', '\1er\2', 'g'),
          '([a-z]{3,})ive(s?)\M', '\1if\2', 'g'),
        '([a-z]{3,})elle(s?)\M', '\1el\2', 'g'),
      '([a-z]{3,}[^e])ee(s?)\M', '\1e\2', 'g'),
    '([a-z]{3,})(ant|ent|on)(ne|e)(s?)\M', '\1\2\4', 'g')
$$;

-- The title's own search document, for title matches.
alter table public.jobs
  add column title_search tsvector generated always as (public.french_tsvector(coalesce(title, ''))) stored;
create index jobs_title_search_idx on public.jobs using gin (title_search) where status = 'published';

-- The stored documents follow the new reading (an update recomputes generated columns); no rule or
-- notification runs for rows whose content does not change.
alter table public.jobs disable trigger user;
update public.jobs set title = title;
alter table public.jobs enable trigger user;

-- `select *` was expanded when the view was made: it is made again to show the new column.
create or replace view public.published_jobs as
  select * from public.jobs where status = 'published';
