-- A lesson's assignment joins the answer cache (decision 049). Its rules are staff's writes, the same for every
-- learner who may read them: the content version's per-statement trigger (decisions 005, 010, 020) raises and
-- announces the version at each create, edit or deletion, so every gateway forgets the kept answers at the
-- writer's commit. Only staff and the seed write this table.
CREATE TRIGGER "Assignment_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Assignment"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();

-- The learner's submission and its files join the per-learner answer cache (decision 047): `mySubmission` reads
-- them. Not only the learner writes them: an instructor's grade updates the submission, on whichever gateway the
-- instructor uses, so each statement announces the learners it touched on `learner_changed` (the procedure is
-- migration 20261205100000_mock_tests_and_practice_bank_cached's). A file's uploader is the submission's learner
-- (a learner attaches only their own uploads); an upload not yet attached announces them too, harmlessly.
CALL "announce_learners_of"('AssignmentSubmission', 'userId');
CALL "announce_learners_of"('SubmissionFile', 'uploaderId');
