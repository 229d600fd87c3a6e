-- The team's inbox (docs/decisions/0024): every submission table writes its row of inbox_items
-- from a trigger, in the statement that stores the submission, so that no code path can store a
-- submission the inbox does not list. Rows stored before this migration are copied once below.

-- First touch as one word: the UTM source, else the referrer's host, else "direct".
CREATE FUNCTION inbox_source(utm_source text, referrer text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    nullif(lower(trim(utm_source)), ''),
    nullif(lower(substring(referrer FROM '^[A-Za-z]+://(?:www\.)?([^/:?#]+)')), ''),
    'direct'
  )
$$;
--> statement-breakpoint
CREATE FUNCTION inbox_from_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_items (id, kind, received_at, name, email, company, message, source,
    landing_page, referrer, utm_source, utm_medium, utm_campaign, is_spam)
  VALUES (NEW.id,
    CASE WHEN NEW.source = 'Chat assistant' THEN 'chat'
         WHEN NEW.source LIKE 'Resource request:%' THEN 'resource'
         ELSE 'audit' END,
    NEW.created_at, NEW.name, lower(trim(NEW.email)), NEW.company,
    CASE WHEN NEW.source LIKE 'Resource request:%' THEN NEW.source
         ELSE concat_ws(E'\n', NEW.goals, NEW.current_marketing) END,
    inbox_source(NEW.utm_source, NEW.referrer), NEW.landing_page, NEW.referrer,
    NEW.utm_source, NEW.utm_medium, NEW.utm_campaign, NEW.is_spam);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_inbox AFTER INSERT ON leads FOR EACH ROW EXECUTE FUNCTION inbox_from_lead();
--> statement-breakpoint
CREATE FUNCTION inbox_from_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_items (id, kind, received_at, name, email, company, message, source,
    landing_page, referrer, utm_source, utm_medium, utm_campaign, is_spam)
  VALUES (NEW.id, 'contact', NEW.created_at, NEW.first_name || ' ' || NEW.last_name,
    lower(trim(NEW.email)), NEW.company, NEW.message,
    inbox_source(NEW.utm_source, NEW.referrer), NEW.landing_page, NEW.referrer,
    NEW.utm_source, NEW.utm_medium, NEW.utm_campaign, NEW.is_spam);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contact_messages_inbox AFTER INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION inbox_from_contact();
--> statement-breakpoint
CREATE FUNCTION inbox_from_support() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_items (id, kind, received_at, name, email, message, source, is_spam)
  VALUES (NEW.id, CASE WHEN NEW.subject = 'Chat hand-off' THEN 'chat' ELSE 'support' END,
    NEW.created_at, NEW.name, lower(trim(NEW.email)), NEW.subject || E'\n' || NEW.message,
    'direct', NEW.is_spam);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER support_messages_inbox AFTER INSERT ON support_messages FOR EACH ROW EXECUTE FUNCTION inbox_from_support();
--> statement-breakpoint
CREATE FUNCTION inbox_from_newsletter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE inbox_items SET is_spam = NEW.is_spam WHERE id = NEW.id;
  ELSE
    INSERT INTO inbox_items (id, kind, received_at, email, landing_page, source, is_spam)
    VALUES (NEW.id, 'newsletter', NEW.created_at, lower(trim(NEW.email)), NEW.source, 'direct',
      NEW.is_spam);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_inbox AFTER INSERT OR UPDATE OF is_spam ON newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION inbox_from_newsletter();
--> statement-breakpoint
-- A new account is listed with its plan when its subscription is stored (in the signup's
-- transaction); a member of the team is no lead.
CREATE FUNCTION inbox_from_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_items (id, kind, received_at, name, email, company, plan, source)
  SELECT u.id, 'signup', u.created_at, u.first_name || ' ' || u.last_name, u.email, u.company,
    NEW.plan, 'direct'
  FROM users u WHERE u.id = NEW.user_id AND u.role = 'customer'
  ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_inbox AFTER INSERT ON subscriptions FOR EACH ROW EXECUTE FUNCTION inbox_from_subscription();
--> statement-breakpoint
INSERT INTO inbox_items (id, kind, received_at, name, email, company, message, source,
  landing_page, referrer, utm_source, utm_medium, utm_campaign, is_spam)
SELECT id,
  CASE WHEN source = 'Chat assistant' THEN 'chat'
       WHEN source LIKE 'Resource request:%' THEN 'resource' ELSE 'audit' END,
  created_at, name, lower(trim(email)), company,
  CASE WHEN source LIKE 'Resource request:%' THEN source
       ELSE concat_ws(E'\n', goals, current_marketing) END,
  inbox_source(utm_source, referrer), landing_page, referrer, utm_source, utm_medium,
  utm_campaign, is_spam
FROM leads;
--> statement-breakpoint
INSERT INTO inbox_items (id, kind, received_at, name, email, company, message, source,
  landing_page, referrer, utm_source, utm_medium, utm_campaign, is_spam)
SELECT id, 'contact', created_at, first_name || ' ' || last_name, lower(trim(email)), company,
  message, inbox_source(utm_source, referrer), landing_page, referrer, utm_source, utm_medium,
  utm_campaign, is_spam
FROM contact_messages;
--> statement-breakpoint
INSERT INTO inbox_items (id, kind, received_at, name, email, message, source, is_spam)
SELECT id, CASE WHEN subject = 'Chat hand-off' THEN 'chat' ELSE 'support' END, created_at, name,
  lower(trim(email)), subject || E'\n' || message, 'direct', is_spam
FROM support_messages;
--> statement-breakpoint
INSERT INTO inbox_items (id, kind, received_at, email, landing_page, source, is_spam)
SELECT id, 'newsletter', created_at, lower(trim(email)), source, 'direct', is_spam
FROM newsletter_subscribers;
--> statement-breakpoint
INSERT INTO inbox_items (id, kind, received_at, name, email, company, plan, source)
SELECT DISTINCT ON (u.id) u.id, 'signup', u.created_at, u.first_name || ' ' || u.last_name,
  u.email, u.company, s.plan, 'direct'
FROM users u JOIN subscriptions s ON s.user_id = u.id
ORDER BY u.id, s.created_at;
