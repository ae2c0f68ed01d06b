-- The staff list a shop's contact and catering forms newest first, page by page (by id).
CREATE INDEX form_submissions_by_shop ON form_submissions (shop_id, id DESC);
