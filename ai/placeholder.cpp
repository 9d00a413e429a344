// ai library entry; bots live here (issue 6).
