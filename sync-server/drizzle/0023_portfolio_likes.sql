CREATE TABLE "portfolio_item_likes" (
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_item_likes_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_item_likes" ADD CONSTRAINT "portfolio_item_likes_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_item_likes" ADD CONSTRAINT "portfolio_item_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_item_likes_user_id_idx" ON "portfolio_item_likes" USING btree ("user_id");--> statement-breakpoint
-- A member's own likes of portfolio items replicate to them (entity portfolioItemLike).
CREATE TRIGGER portfolio_item_likes_change_log AFTER INSERT OR UPDATE OR DELETE ON portfolio_item_likes
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('portfolioItemLike', 'item_id', 'user_id');
--> statement-breakpoint
-- portfolio_items.like_count follows portfolio_item_likes in the same transaction (as posts').
CREATE FUNCTION greenroom_count_portfolio_item_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE portfolio_items SET like_count = like_count + 1 WHERE id = NEW.item_id;
  ELSE
    UPDATE portfolio_items SET like_count = greatest(like_count - 1, 0) WHERE id = OLD.item_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER portfolio_item_likes_count AFTER INSERT OR DELETE ON portfolio_item_likes
  FOR EACH ROW EXECUTE FUNCTION greenroom_count_portfolio_item_likes();
