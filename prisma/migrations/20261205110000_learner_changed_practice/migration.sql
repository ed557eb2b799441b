-- A learner's practice goal, days and revision cards join the per-learner answer cache (decision 048):
-- `practiceProgress` reads them. Only the learner's own mutations write these rows (an answer, a bookmark, the goal),
-- and their gateway drops their answers when such a mutation ends; a learner whose requests reach several gateways
-- needs the others told, so each statement announces the learners it touched on `learner_changed`, as migration
-- 20261203100000_learner_changed does for lesson progress (the procedure is migration
-- 20261205100000_mock_tests_and_practice_bank_cached's). Every UPDATE counts: each is a learner's own change.
CALL "announce_learners_of"('PracticeDay', 'userId');
CALL "announce_learners_of"('PracticeSettings', 'userId');
CALL "announce_learners_of"('PracticeCard', 'userId');
