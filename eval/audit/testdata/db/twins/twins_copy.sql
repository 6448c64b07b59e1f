-- The same rows as twins.sql, stored in the other order.
CREATE TABLE pet (pet_id int PRIMARY KEY, name text, weight real);
INSERT INTO pet VALUES (3, 'Max', 5.0), (2, 'Tom', 2.0), (1, 'Rex', 2.0);
