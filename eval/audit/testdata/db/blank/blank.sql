-- Schema only, like Spider's geo or yelp: every query returns no rows.
CREATE TABLE t (a int);
