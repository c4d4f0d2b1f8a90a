-- The whole document's own index is dropped: the one over the document and the search keys
-- (`jobs_search_keys_idx`, published offers) answers every query the search sends.
--
-- With both, a search whose words are all needed somewhere in the offer and one of them in its
-- title (« technicien de maintenance », whose title names too many trades to stand for one) had
-- the planner take the document's own index for the words, without the sample bucket, and read
-- every offer holding them (56,000 of a million) where the bucket's share was enough: 22 ms
-- instead of 5 ms for that count on PostgreSQL, at a million offers.
drop index if exists public.jobs_search_idx;
