-- A booked strategy call is an item of the team's inbox (docs/decisions/0024 and 0025), written by
-- the statement that stores the booking, like every submission; bookings stored before this
-- migration are copied once below.
CREATE FUNCTION inbox_from_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_items (id, kind, received_at, name, email, company, message, source,
    landing_page, referrer, utm_source, utm_medium, utm_campaign)
  VALUES (NEW.id, 'booking', NEW.created_at, NEW.name, lower(trim(NEW.email)), NEW.company,
    concat_ws(E'\n', NEW.topic, NEW.business_type),
    inbox_source(NEW.utm_source, NEW.referrer), NEW.landing_page, NEW.referrer,
    NEW.utm_source, NEW.utm_medium, NEW.utm_campaign);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_inbox AFTER INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION inbox_from_booking();
--> statement-breakpoint
INSERT INTO inbox_items (id, kind, received_at, name, email, company, message, source,
  landing_page, referrer, utm_source, utm_medium, utm_campaign)
SELECT id, 'booking', created_at, name, lower(trim(email)), company,
  concat_ws(E'\n', topic, business_type), inbox_source(utm_source, referrer), landing_page,
  referrer, utm_source, utm_medium, utm_campaign
FROM bookings
ON CONFLICT (id) DO NOTHING;
