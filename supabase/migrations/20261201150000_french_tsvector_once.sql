-- A French search document reads its text once more only where an inclusive form is written.
--
-- `french_tsvector` indexes a text as written in the masculine and, where it differs, in the
-- feminine (« développeur·se » is found by « développeuse »). It computed the masculine reading twice
-- and the feminine one every time, seventeen regular expressions each: most of the cost of a new
-- offer's search documents. The two readings differ only where `french_search_text`'s first six
-- expressions match, and each of those needs a middle dot, a bullet or a bracket right after a
-- letter, or « eur. » (« vendeur.se »): without one, the feminine reading is the masculine one.
-- The documents are the same as before: nothing stored is computed again.
create or replace function public.french_tsvector(value text) returns tsvector
language plpgsql immutable parallel safe strict
set search_path = ''
as $$
declare
  masculine text := public.french_search_text(value);
  feminine text := masculine;
begin
  if lower(public.immutable_unaccent(value)) ~ '[a-z][·•(]|eur\.' then
    feminine := public.french_search_text(value, true);
  end if;
  return to_tsvector('public.french_unaccent', masculine)
    || case when feminine = masculine then ''::tsvector else to_tsvector('public.french_unaccent', feminine) end;
end;
$$;
