-- Search documents built before 0011 have empty `words`: fill them as rebuildSearchIndex does, so misspellings
-- and unaccented words match without a reseed.
UPDATE "search_documents" sd SET "words" = lower(unaccent(concat_ws(' ', p.title, b.name, array_to_string(p.keywords, ' '),
  (SELECT string_agg(t.title, ' ' ORDER BY t.position) FROM product_terms pt JOIN terms t ON t.id = pt.term_id
    WHERE pt.product_id = p.id AND t.vocabulary = 'CATEGORY'))))
FROM "products" p LEFT JOIN "card_brands" b ON b.id = p.brand_id
WHERE sd.group_type = 'PRODUCT' AND sd.entity_id = p.id AND sd.words = '';--> statement-breakpoint
UPDATE "search_documents" sd SET "words" = lower(unaccent(concat_ws(' ', t.title, t.hero_title)))
FROM "terms" t
WHERE sd.group_type = 'GIVING_MOMENT' AND sd.entity_id = t.id AND sd.words = '';
