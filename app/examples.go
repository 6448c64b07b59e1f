package app

// Example is a curated gold/prediction pair that teaches how the metric
// behaves; all run on the bundled demo databases.
type Example struct {
	Title string
	DB    string
	Gold  string
	Pred  string
	Note  string
}

// Examples are the playground's curated pairs.
var Examples = []Example{
	{"Values are ignored", "concert_singer",
		"SELECT name FROM singer WHERE age > 40", "SELECT name FROM singer WHERE age > 20",
		"Exact set match drops every literal value, so a wrong threshold still matches exactly; execution catches it."},
	{"A wrong JOIN condition still matches", "concert_singer",
		"SELECT T2.name FROM singer_in_concert AS T1 JOIN singer AS T2 ON T1.singer_id = T2.singer_id",
		"SELECT T2.name FROM singer_in_concert AS T1 JOIN singer AS T2 ON T1.concert_id = T2.singer_id",
		"ON conditions are never compared: only the set of joined tables is."},
	{"Foreign-key columns count as one", "concert_singer",
		"SELECT T1.stadium_id FROM concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id",
		"SELECT T2.stadium_id FROM concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id",
		"Columns linked by a foreign key are mapped to one column before comparing, when their table is in FROM."},
	{"DISTINCT is ignored", "concert_singer",
		"SELECT DISTINCT country FROM singer", "SELECT country FROM singer",
		"Exact match removes DISTINCT everywhere except in nested subqueries; the results differ."},
	{"Same meaning, different clauses", "concert_singer",
		"SELECT max(age) FROM singer", "SELECT age FROM singer ORDER BY age DESC LIMIT 1",
		"Exact match compares clauses, not meaning: this equivalent query fails it but executes to the same result."},
	{"A wrong query that executes right", "pets_1",
		"SELECT count(*) FROM pets WHERE pettype = 'dog'", "SELECT count(*) FROM pets WHERE pet_age < 3",
		"On this database both count 2: execution accuracy on one database can reward a wrong query (test suites exist for this)."},
	{"Outside the grammar", "concert_singer",
		"SELECT count(*) FROM singer", "SELECT count(*) AS total FROM singer",
		"The Spider grammar has no select aliases: the prediction is scored as an empty query, though it runs fine."},
	{"LIMIT values do not count", "pets_1",
		"SELECT weight FROM pets ORDER BY pet_age LIMIT 1", "SELECT weight FROM pets ORDER BY pet_age LIMIT 2",
		"The order component checks that both queries have a LIMIT, not its value (the test-suite reference even reads every LIMIT as 1)."},
}
