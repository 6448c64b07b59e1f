SELECT count(*) FROM t WHERE e = 4 AND d = 2 AND c = 1 AND b = 5 AND a = 3	plug
