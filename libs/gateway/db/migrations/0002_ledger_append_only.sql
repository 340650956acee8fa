-- The balance ledger is append-only: corrections are new rows, never edits.
CREATE OR REPLACE FUNCTION gift_card_ledger_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'gift_card_ledger is append-only';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER gift_card_ledger_append_only
  BEFORE UPDATE OR DELETE ON gift_card_ledger
  FOR EACH ROW EXECUTE FUNCTION gift_card_ledger_refuse_change();
