	data1 leafval
