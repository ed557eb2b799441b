-- The public listings and the About page are public content too (decision 020): the same per-statement triggers
-- as the course tables raise the content version and announce it on "content_version", so every gateway's
-- content cache serves them while they are unchanged and forgets them at the writer's commit. Learners' exam
-- registrations update "Exam"."currentParticipants" and so raise it as well: rare next to page views.
CREATE TRIGGER "NewsItem_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "NewsItem"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "Internship_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Internship"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "Exam_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Exam"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "Placement_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Placement"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "Testimonial_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Testimonial"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "AboutContent_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "AboutContent"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "AboutFeature_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "AboutFeature"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "TeamMember_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "TeamMember"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
CREATE TRIGGER "Partner_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Partner"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
