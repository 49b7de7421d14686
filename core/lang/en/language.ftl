# The language as its own speakers name it, in the Language setting.
language-name = English
